import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { hashPassword } from '../../platform/accounts/passwords';
import { IDP_TYPE } from '../../platform/accounts/repository';
import { openDatabase } from '../../platform/db/open';
import { signInOverHttp } from './oidc-http';
import type { TestPlatform } from './test-platform';

/** Helpers for photo-library tests on a platform started with `seed: false`. */

export const PASSWORD = 'test-password-1';
export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** scrypt takes a while on purpose: every account a process adds shares one hash of PASSWORD. */
let passwordHash: Promise<string> | undefined;

/** Adds a b2c account straight into the platform's database (a second connection; WAL allows it). Returns its id. */
export async function createAccount(dataDir: string, email: string): Promise<string> {
  const { db, close } = await openDatabase(dataDir);
  try {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto('accounts')
      .values({
        id,
        email,
        password_hash: await (passwordHash ??= hashPassword(PASSWORD)),
        idp_type: IDP_TYPE,
        idp_sub: id,
        customer_type: 'b2c',
        b2b_status: null,
        first_name: 'Test',
        last_name: email.split('@')[0] ?? 'User',
        phone: null,
        company_name: null,
        vat_number: null,
        deleted_at: null,
        registration_date: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  } finally {
    await close();
  }
}

/** Creates an account and signs it in over OIDC; returns the account id and an access token. */
export async function customer(t: TestPlatform, email: string): Promise<{ id: string; token: string }> {
  const id = await createAccount(t.dataDir, email);
  const { accessToken } = await signInOverHttp({ ...t.client, email, password: PASSWORD });
  return { id, token: accessToken };
}

export function api(t: TestPlatform, token: string, pathname: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(`${t.platform.origin}/photo-api${pathname}`, { ...init, headers });
}

export async function json<T>(t: TestPlatform, token: string, pathname: string): Promise<T> {
  const res = await api(t, token, pathname);
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface Thumbnail {
  id: string;
  url: string;
  width: number;
  height: number;
}
export interface PhotoJson {
  imageId: string;
  uploadId: string;
  localFileName: string;
  url: string;
  untouchedUrl: string;
  dateTaken: string | null;
  uploadEnd: string | null;
  created: string;
  visibleWidth: number;
  visibleHeight: number;
  thumbnails: Thumbnail[];
  location: string;
}
export type UploadResult = { fileName: string; status: 'added'; photo: PhotoJson } | { fileName: string; status: 'refused'; reason: string };

export interface UploadFile {
  name: string;
  data: Buffer;
  /** Sent as the part's Content-Type (ignored by the platform). */
  type?: string;
}

export async function uploadRaw(t: TestPlatform, token: string, files: UploadFile[], field = 'files'): Promise<Response> {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name);
  return api(t, token, '/photos', { method: 'POST', body: form });
}

export async function upload(t: TestPlatform, token: string, files: UploadFile[]): Promise<UploadResult[]> {
  const res = await uploadRaw(t, token, files);
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { results: UploadResult[] }).results;
}

/** A small JPEG with EXIF DateTimeOriginal ('YYYY:MM:DD HH:MM:SS') or none. */
export async function makeJpeg(exifDate: string | null, size = { width: 64, height: 48 }, hue = 120): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: `hsl(${hue}, 60%, 50%)` } }).jpeg({ quality: 60 });
  return (exifDate ? image.withExif({ IFD2: { DateTimeOriginal: exifDate } }) : image).toBuffer();
}

let made = 0;
/**
 * A JPEG whose bytes no other call in this process makes (its width steps on each call): the
 * platform keeps one photo per content, so helpers that upload "some photos" again in the same
 * account need new bytes each time.
 */
export function freshJpeg(exifDate: string | null, hue = 120): Promise<Buffer> {
  made += 1;
  return makeJpeg(exifDate, { width: 64 + (made % 400), height: 48 }, hue);
}

/** Folders under `${dataDir}/dir` (recursively for media: account/image). */
export function folders(dataDir: string, dir: 'tmp' | 'media'): string[] {
  const root = path.join(dataDir, dir);
  if (!fs.existsSync(root)) return [];
  const top = fs.readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory());
  if (dir === 'tmp') return top.map((e) => e.name);
  return top.flatMap((a) =>
    fs
      .readdirSync(path.join(root, a.name), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${a.name}/${e.name}`),
  );
}

export async function photosCount(t: TestPlatform, token: string): Promise<number> {
  return (await json<{ photosCount: number }>(t, token, '/users')).photosCount;
}
