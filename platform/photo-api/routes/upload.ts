import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy, { type Busboy } from 'busboy';
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../../auth';
import type { Database, Photo } from '../../db/schema';
import { route } from '../../http/handlers';
import type { UploadBudgetLedger } from '../ingest/budget';
import { commitPhotos } from '../ingest/commit';
import { findInLibrary } from '../ingest/content-hash';
import { Refusal, type IngestLimits, type RefusalReason } from '../ingest/limits';
import { preparePhoto, type PreparedPhoto, type ReceivedFile } from '../ingest/prepare';
import { SNIFF_BYTES } from '../ingest/sniff';
import type { Semaphore } from '../ingest/semaphore';
import { makeWorkDir, ORIGINAL_FILE, removeDir } from '../ingest/storage';
import { photoJson } from '../library/photo-json';
import type { MediaSigner } from '../media/signing';
import { badRequest } from './queries';

export interface UploadSettings {
  db: Kysely<Database>;
  dataDir: string;
  limits: IngestLimits;
  /** Shared by every upload (and the seed): how many images are decoded at once. */
  processing: Semaphore;
  signer: MediaSigner;
  /** Most files in one request (50). */
  maxFiles: number;
  /** Files and pixels per customer per hour (decision 1712). */
  budget: UploadBudgetLedger;
}

/** A file decoded and ready to commit, refused, or the same bytes as a photo already in the library (decision 2611). */
type Received = { fileName: string; photo: PreparedPhoto } | { fileName: string; reason: RefusalReason } | { fileName: string; existing: Photo };

class RequestAborted extends Error {}

const FIELD_NAME = 'files';

/**
 * The share of the decoders a file takes (decision 1613): one unit per started 4 MiB, so a
 * phone photo takes one and a file of 32 MiB or more takes all of them (8 on two cores).
 */
export function processingWeight(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / (4 * 1024 * 1024)));
}

/** The name the customer gave the file: last path segment, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(String(name ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 255) || 'photo';
}

/**
 * Files up to this size (one processing unit, decision 1613) are also kept in memory as they are
 * written, and decoded from there: decoding starts when the part has been read, not when the disk
 * has it, and the file is not read back (decision 2208). At most MEMORY_BUDGET bytes of them are
 * held at once in the process (files waiting for the decoders included); past it, a part is read
 * back from disk like a large one.
 */
const IN_MEMORY_BYTES = 4 * 1024 * 1024;
const MEMORY_BUDGET = 64 * 1024 * 1024;
let heldInMemory = 0;

/** Passes a file part through to disk, counting its bytes and keeping its first bytes, and the whole part when it is small; `read` once the part has ended. */
function receive(into: ReceivedFile, read: () => void) {
  return async function* (chunks: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
    const kept: Buffer[] = [];
    const hash = createHash('sha256');
    for await (const part of chunks) {
      const chunk = typeof part === 'string' ? Buffer.from(part) : part; // busboy's file parts are Buffers
      hash.update(chunk);
      if (into.head.length < SNIFF_BYTES) into.head = Buffer.concat([into.head, chunk.subarray(0, SNIFF_BYTES - into.head.length)]);
      into.bytes += chunk.length;
      if (into.bytes <= IN_MEMORY_BYTES) kept.push(chunk);
      else kept.length = 0;
      yield chunk;
    }
    if (into.bytes <= IN_MEMORY_BYTES && heldInMemory + into.bytes <= MEMORY_BUDGET) {
      into.data = Buffer.concat(kept, into.bytes);
      heldInMemory += into.bytes;
    }
    into.sha256 = hash.digest('hex');
    read();
  };
}

/**
 * Streams one file part to tmp/<uuid>/original (busboy cuts it at the size limit), then runs
 * the pipeline on it; a small part is decoded from memory while the disk catches up. The photo
 * is returned only once its original is on disk. A refusal removes the work folder and is
 * reported, not thrown.
 */
async function receiveFile(stream: NodeJS.ReadableStream & { truncated?: boolean }, fileName: string, s: UploadSettings, accountId: string, isAborted: () => boolean): Promise<Received> {
  // Listen for errors at once: busboy can fail the part (a body cut short) while the work
  // folder is being made, before the pipeline below listens, and an unheard 'error' would
  // end the process. The request then fails as a malformed body (handleUpload).
  stream.on('error', () => undefined);
  let truncated = false;
  stream.on('limit', () => {
    truncated = true;
  });
  let dir: string | undefined;
  let written: Promise<void> | undefined;
  const part: ReceivedFile = { bytes: 0, head: Buffer.alloc(0) };
  try {
    dir = await makeWorkDir(s.dataDir);
    const workDir = dir;
    let partRead!: () => void;
    const read = new Promise<void>((resolve) => (partRead = resolve));
    // The disk may take the part slower than it arrives: up to IN_MEMORY_BYTES wait in memory.
    written = pipeline(stream, receive(part, partRead), fs.createWriteStream(path.join(workDir, ORIGINAL_FILE), { highWaterMark: IN_MEMORY_BYTES }));
    written.catch(() => undefined); // awaited below; this only keeps an early failure from going unheard
    await Promise.race([read, written]);
    if (truncated) throw new Refusal('too_large');
    if (!part.data) await written;
    // The same bytes as a photo in the library: not decoded, not stored again (decision 2611).
    const existing = part.sha256 && part.bytes > 0 ? await findInLibrary(s.db, s.dataDir, accountId, part.sha256, part.bytes) : undefined;
    if (existing) {
      await written;
      await removeDir(workDir);
      return { fileName, existing };
    }
    const photo = await s.processing.run(async () => {
      if (isAborted()) throw new RequestAborted(); // do not decode for a client that has gone
      return preparePhoto(workDir, fileName, s.limits, part);
    }, processingWeight(part.bytes));
    await written;
    return { fileName, photo };
  } catch (error) {
    if (written) await written.catch(() => undefined);
    if (dir) await removeDir(dir);
    else stream.resume();
    if (error instanceof Refusal) return { fileName, reason: error.reason };
    throw error;
  } finally {
    if (part.data) heldInMemory -= part.bytes;
  }
}

/** Resolves when busboy has read the whole body; rejects when the client goes away first or the body is malformed. */
function bodyRead(req: Request, bb: Busboy): Promise<void> {
  return new Promise((resolve, reject) => {
    bb.once('close', resolve);
    // on, not once: destroying busboy after its first error makes it emit another (Node 24),
    // which must not reach the process as an unheard error.
    bb.on('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new RequestAborted());
    });
    req.once('error', () => reject(new RequestAborted()));
  });
}

/** Reads and drops the rest of the body, so the client that is still sending gets the answer. */
function drain(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete) return resolve();
    req.once('end', resolve);
    req.once('close', resolve);
    req.once('error', resolve);
    req.resume();
  });
}

async function handleUpload(req: Request, res: Response, s: UploadSettings): Promise<unknown> {
  const accountId = callerOf(res).id;
  const retryAfter = await s.budget.check(accountId);
  if (retryAfter !== null) {
    await drain(req);
    const { files, pixels, windowMs } = s.budget.budget;
    return res
      .status(429)
      .set('Retry-After', String(retryAfter))
      .json({ error: 'upload_budget', message: `at most ${files} files and ${pixels / 1e9} gigapixels per ${windowMs / 60_000} minutes; try again in ${retryAfter} s` });
  }
  let bb: Busboy;
  try {
    bb = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fileSize: s.limits.maxBytes, files: s.maxFiles, fields: 100, fieldSize: 64 * 1024, parts: s.maxFiles + 100 },
    });
  } catch {
    return badRequest(res, 'expected multipart/form-data');
  }
  let aborted = false;
  let tooMany = false;
  const slots: Promise<Received>[] = [];
  bb.on('file', (name, stream, info) => {
    if (name !== FIELD_NAME) {
      stream.resume();
      return;
    }
    slots.push(receiveFile(stream, cleanFileName(info.filename), s, accountId, () => aborted));
  });
  bb.on('field', () => {}); // fields are ignored
  bb.on('filesLimit', () => {
    tooMany = true;
  });

  let failure: unknown;
  try {
    const read = bodyRead(req, bb);
    req.pipe(bb);
    await read;
  } catch (error) {
    failure = error;
    aborted = true;
    req.unpipe(bb);
    bb.destroy();
  }
  // Every slot settles (a destroyed part errors); only then is it safe to clean up.
  const settled = await Promise.allSettled(slots);
  const received = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const rejected = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  const discard = () => Promise.all(received.flatMap((r) => ('photo' in r ? [removeDir(r.photo.dir)] : [])));
  // Every file received counts, and every image decoded, whether it is kept or not.
  await s.budget.record(accountId, slots.length, received.reduce((sum, r) => sum + ('photo' in r ? r.photo.width * r.photo.height : 0), 0));

  if (failure instanceof RequestAborted || rejected || failure || tooMany || slots.length === 0) await discard();
  if (failure instanceof RequestAborted) return res.destroyed ? undefined : res.status(400).json({ error: 'aborted' });
  if (failure) return badRequest(res, 'malformed multipart body');
  if (rejected) throw rejected.reason;
  if (tooMany) return res.status(413).json({ error: 'too_many_files', message: `at most ${s.maxFiles} files per request` });
  if (slots.length === 0) return badRequest(res, `no parts named "${FIELD_NAME}"`);

  // The same bytes twice in one request: the first is added, the others answer as its duplicates.
  const firstByHash = new Map<string, string>();
  const twinOf = new Map<string, string>();
  for (const r of received) {
    if (!('photo' in r)) continue;
    const first = firstByHash.get(r.photo.contentHash);
    if (first) twinOf.set(r.photo.imageId, first);
    else firstByHash.set(r.photo.contentHash, r.photo.imageId);
  }
  await Promise.all(received.flatMap((r) => ('photo' in r && twinOf.has(r.photo.imageId) ? [removeDir(r.photo.dir)] : [])));

  const uploadId = randomUUID();
  const rows = await commitPhotos(
    s.db,
    s.dataDir,
    received.flatMap((r) => ('photo' in r && !twinOf.has(r.photo.imageId) ? [{ accountId, photo: r.photo, uploadId }] : [])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return res.json({
    results: received.map((r) => {
      if ('existing' in r) return { fileName: r.fileName, status: 'duplicate', photo: photoJson(r.existing, s.signer) };
      if (!('photo' in r)) return { fileName: r.fileName, status: 'refused', reason: r.reason };
      const twin = twinOf.get(r.photo.imageId);
      const row = byId.get(twin ?? r.photo.imageId);
      if (!row) throw new Error('committed photo missing');
      return { fileName: r.fileName, status: twin ? 'duplicate' : 'added', photo: photoJson(row, s.signer) };
    }),
  });
}

/** POST /photos: multipart parts named `files`, answered per file in the order sent. */
export function addUploadRoute(router: Router, settings: UploadSettings): void {
  router.post(
    '/photos',
    route((req, res) => handleUpload(req, res, settings)),
  );
}
