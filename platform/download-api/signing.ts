import { createHmac, timingSafeEqual } from 'node:crypto';

/** Archive links are good for one hour. */
const DOWNLOAD_URL_TTL_SECONDS = 60 * 60;
/** Keeps these signatures apart from media signatures made with the same key. */
const PURPOSE = 'keepsake:download-archive:v1';

function sign(key: Buffer, accountId: string, downloadId: string, expires: number): string {
  return createHmac('sha256', key).update(`${PURPOSE}\n${accountId}\n${downloadId}\n${expires}`).digest('base64url');
}

export interface DownloadSigner {
  /** `${base}/downloads/{id}/file?e=&s=`, valid for one hour. */
  url(accountId: string, downloadId: string): string;
  verify(accountId: string, downloadId: string, expires: number, signature: string): boolean;
}

/** HMAC-signed archive URLs, as media/signing.ts does for photos (same key, its own purpose string). */
export function createDownloadSigner(key: Buffer, baseUrl: string, now: () => number = Date.now): DownloadSigner {
  const base = baseUrl.replace(/\/$/, '');
  return {
    url(accountId, downloadId) {
      const e = Math.floor(now() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
      return `${base}/downloads/${downloadId}/file?e=${e}&s=${sign(key, accountId, downloadId, e)}`;
    },
    verify(accountId, downloadId, expires, signature) {
      const expected = Buffer.from(sign(key, accountId, downloadId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
