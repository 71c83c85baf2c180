import fs from 'node:fs';
import type { Request, Response } from 'express';
import { notFound } from './handlers';

/**
 * Streams a stored media file to a browser that holds a signed URL: private cache up to the
 * URL's expiry, ETag and Last-Modified from the file, 304 on a match, HEAD without the body;
 * 404 when the file is gone. (Library photos and product pictures.)
 */
export async function sendStoredFile(req: Request, res: Response, full: string, contentType: string, secondsLeft: number): Promise<void> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(full);
  } catch {
    return notFound(res);
  }
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  res.set({
    'Content-Type': contentType,
    'Cache-Control': `private, max-age=${secondsLeft}`,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (req.get('if-none-match') === etag) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(stat.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(full);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
