/**
 * A signed-in demo customer with a library of `photos` photos, for SSR benches: a fresh data
 * directory (the server started once creates the database and the demo accounts), the
 * customer's library topped up with bench/seed-photos.ts, the server started again and the
 * customer signed in over HTTP. Stop it to remove the directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../platform/db/open';
import { signInOverHttp } from '../../tests/support/oidc-http';
import { ROOT, startServer, type BenchServer } from './server';

const ACCOUNT = { email: 'customer@example.com', password: 'keepsake-demo' };

export interface SignedInLibrary {
  server: BenchServer;
  /** The Cookie header of the signed-in customer. */
  cookie: string;
  photoId: string;
  albumId: string;
  stop(): Promise<void>;
}

async function countPhotos(dataDir: string): Promise<number> {
  const { db, close } = await openDatabase(dataDir);
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from photos p join accounts a on a.id = p.account_id where a.email = ${ACCOUNT.email}`.execute(db);
    return Number(rows[0]!.n);
  } finally {
    await close();
  }
}

/** The newest photo and the customer's fullest album. */
async function samples(dataDir: string): Promise<{ photoId: string; albumId: string }> {
  const { db, close } = await openDatabase(dataDir);
  try {
    const { rows } = await sql<{ photoId: string; albumId: string }>`
      select p.id as photoId, (select al.id from albums al where al.account_id = a.id order by al.photos_count desc limit 1) as albumId
      from accounts a join photos p on p.account_id = a.id where a.email = ${ACCOUNT.email} order by p.created desc limit 1`.execute(db);
    return rows[0]!;
  } finally {
    await close();
  }
}

export async function signedInLibrary(options: { photos: number; nodeArgs?: string[]; root?: string }): Promise<SignedInLibrary> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-ssr-'));
  await (await startServer({ dataDir, root: options.root })).stop();
  const have = await countPhotos(dataDir);
  if (have < options.photos) {
    const args = ['tsx', 'bench/seed-photos.ts', '--data-dir', dataDir, '--email', ACCOUNT.email, '--count', String(options.photos - have)];
    if (spawnSync('npx', args, { cwd: options.root ?? ROOT, stdio: ['ignore', 2, 2] }).status !== 0) throw new Error('seeding failed');
  }
  const { photoId, albumId } = await samples(dataDir);
  const server = await startServer({ dataDir, nodeArgs: options.nodeArgs, root: options.root });
  const client = { issuer: server.issuer, clientId: 'keepsake', clientSecret: server.clientSecret(), redirectUri: `${server.appUrl}/auth/callback` };
  const tokens = await signInOverHttp({ ...client, ...ACCOUNT });
  return {
    server,
    cookie: `auth_access_token=${tokens.accessToken}`,
    photoId,
    albumId,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
