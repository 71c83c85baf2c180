/**
 * Fills one account's library with N photo rows for scale tests: every row points at ONE set
 * of media files on disk (a shared storage_key), dates spread over ~10 years (1% unknown),
 * inserted in batched transactions that keep the timeline counts in step. Prints rows/s.
 *
 *   npx tsx bench/seed-photos.ts --data-dir DIR --email customer@example.com --count 100000
 *
 * The data directory must have been started once (the account must exist).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../platform/db/open';
import type { Photo } from '../platform/db/schema';
import { DEFAULT_LIMITS } from '../platform/photo-api/ingest/limits';
import { monthKeyOf } from '../platform/photo-api/ingest/month-key';
import { preparePhoto } from '../platform/photo-api/ingest/prepare';
import { makeWorkDir, mediaRoot, ORIGINAL_FILE } from '../platform/photo-api/ingest/storage';
import { addToCounts } from '../platform/photo-api/library/counts';
import { demoPhotoJpeg } from '../platform/seed/photo-image';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    email: { type: 'string', default: 'customer@example.com' },
    count: { type: 'string', default: '100000' },
    years: { type: 'string', default: '10' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir is required');
const COUNT = Number(values.count);
const SPAN_MS = Number(values.years) * 365.25 * 24 * 3600 * 1000;
const ROWS_PER_TRANSACTION = 10_000;
const ROWS_PER_STATEMENT = 500;

const pad = (n: number) => String(n).padStart(2, '0');
const localTime = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

const { db, close } = await openDatabase(dataDir);
try {
  const account = await db.selectFrom('accounts').select('id').where('email', '=', values.email).executeTakeFirst();
  if (!account) throw new Error(`no account ${values.email} in ${dataDir}: start the platform once with this data directory`);

  // One real photo through the pipeline; every row shares its folder.
  const dir = await makeWorkDir(dataDir);
  fs.writeFileSync(
    path.join(dir, ORIGINAL_FILE),
    await demoPhotoJpeg({ picture: 0, shape: 'landscape', sideways: false, exifDate: null }),
  );
  const shared = await preparePhoto(dir, 'bench.jpg', DEFAULT_LIMITS);
  const storageKey = `${account.id}/bench-${randomUUID()}`;
  fs.mkdirSync(path.join(mediaRoot(dataDir), account.id), { recursive: true });
  fs.renameSync(dir, path.join(mediaRoot(dataDir), storageKey));

  const now = Date.now();
  const started = performance.now();
  for (let done = 0; done < COUNT; ) {
    const size = Math.min(ROWS_PER_TRANSACTION, COUNT - done);
    const uploadId = randomUUID();
    const rows: Photo[] = [];
    for (let i = 0; i < size; i += 1) {
      const taken = new Date(now - Math.random() * SPAN_MS);
      const dateTaken = Math.random() < 0.01 ? null : localTime(taken);
      const created = new Date(Math.min(now, taken.getTime() + Math.random() * 30 * 86_400_000)).toISOString();
      rows.push({
        id: randomUUID(),
        account_id: account.id,
        upload_id: uploadId,
        local_file_name: `BENCH_${done + i + 1}.jpg`,
        mime_type: shared.mimeType,
        bytes: shared.bytes,
        width: shared.width,
        height: shared.height,
        visible_width: shared.visibleWidth,
        visible_height: shared.visibleHeight,
        date_taken: dateTaken,
        month_key: monthKeyOf(dateTaken),
        created,
        upload_end: created,
        storage_key: storageKey,
        thumbnails: JSON.stringify(shared.thumbnails),
      });
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await trx.insertInto('photos').values(rows.slice(i, i + ROWS_PER_STATEMENT)).execute();
      }
      await addToCounts(trx, rows);
    });
    done += size;
  }
  const seconds = (performance.now() - started) / 1000;
  const total = await db
    .selectFrom('timeline_counts')
    .select((eb) => eb.fn.sum<number>('count').as('n'))
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  console.log(`inserted ${COUNT} rows in ${seconds.toFixed(2)} s: ${Math.round(COUNT / seconds)} rows/s; ${values.email} now has ${total.n} photos (media: ${storageKey})`);
} finally {
  await close();
}
