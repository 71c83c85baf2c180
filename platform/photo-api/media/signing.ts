import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Variant } from '../ingest/storage';

/** Signed URLs are good for 6 to 12 hours: the expiry is rounded up to the next 6-hour boundary. */
export const URL_WINDOW_SECONDS = 6 * 60 * 60;

/** `V`: the variants it signs (the library's by default; product pictures sign their widths). */
export interface MediaSigner<V extends string = Variant> {
  /** `${base}/media/{imageId}/{variant}?e=&s=` */
  url(accountId: string, imageId: string, variant: V): string;
  /** Whether `s` is our signature of these values (the expiry is checked by the caller). */
  verify(accountId: string, imageId: string, variant: string, expires: number, signature: string): boolean;
}

/** The same expiry for every URL signed within one window, so a photo keeps its URL (and the browser its cache) for hours. */
export function expiryFor(nowMs: number, windowSeconds = URL_WINDOW_SECONDS): number {
  const now = Math.floor(nowMs / 1000);
  return Math.ceil((now + windowSeconds) / windowSeconds) * windowSeconds;
}

/**
 * HMAC-SHA256 of the URL's values, truncated to its first 128 bits (22 characters instead of 43:
 * a page of the timeline carries a hundred of these; RFC 2104 allows truncation to half the
 * hash's length, and 2^128 guesses stay out of reach).
 */
export function signMedia(key: Buffer, accountId: string, imageId: string, variant: string, expires: number): string {
  return createHmac('sha256', key).update(`${accountId}\n${imageId}\n${variant}\n${expires}`).digest().subarray(0, 16).toString('base64url');
}

/** Signed URLs kept per expiry window: a page of the timeline signs about a hundred, the same ones on every load, so each is signed once. */
const KEPT_URLS = 50_000;

export function createMediaSigner<V extends string = Variant>(key: Buffer, baseUrl: string, now: () => number = Date.now): MediaSigner<V> {
  const base = baseUrl.replace(/\/$/, '');
  let window = 0;
  const signed = new Map<string, string>();
  return {
    url(accountId, imageId, variant) {
      const e = expiryFor(now());
      if (e !== window || signed.size >= KEPT_URLS) {
        window = e;
        signed.clear();
      }
      const id = `${accountId}\n${imageId}\n${variant}`;
      let url = signed.get(id);
      if (url === undefined) {
        url = `${base}/media/${imageId}/${variant}?e=${e}&s=${signMedia(key, accountId, imageId, variant, e)}`;
        signed.set(id, url);
      }
      return url;
    },
    verify(accountId, imageId, variant, expires, signature) {
      const expected = Buffer.from(signMedia(key, accountId, imageId, variant, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The HMAC key in `${dataDir}/keys/media.key` (32 random bytes, base64url, mode 0600), made on first start. */
export function loadOrCreateMediaKey(dataDir: string): Buffer {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'media.key');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const read = () => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file); // another process may have won the race: then its key is used
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return read();
}
