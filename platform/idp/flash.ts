import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/** How long a refused form's answers or a confirmation's details wait for the GET that shows them. */
const FLASH_SECONDS = 600;

/**
 * A refused form's state (or a confirmation's details) carried from a POST to the GET after its
 * 303 (Post/Redirect/Get, as the app's form-state cookie does: decision 2010): a small JSON
 * value in an HttpOnly cookie scoped to the page's path, signed with the provider's cookie key
 * so the page shows only what the provider itself wrote.
 */
export function createFlash(key: string) {
  // Labelled, so a MAC made here is never one of the provider's own cookies (same key).
  const sign = (value: string) => createHmac('sha256', key).update(`idp-flash\0${value}`).digest('base64url');
  const cookie = (name: string, value: string, path: string, req: Request, maxAge: number) =>
    `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${req.secure ? '; Secure' : ''}`;
  const read = (req: Request, name: string): unknown => {
    const raw = (req.get('cookie') ?? '').split(/;\s*/).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
    const [value = '', mac = ''] = (raw ?? '').split('.');
    const expected = Buffer.from(sign(value));
    if (!raw || Buffer.byteLength(mac) !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return undefined;
    try {
      return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  };
  return {
    /** Keeps `data` for the next GET under `path`. */
    set(req: Request, res: Response, name: string, path: string, data: object): void {
      const value = Buffer.from(JSON.stringify(data)).toString('base64url');
      res.append('Set-Cookie', cookie(name, `${value}.${sign(value)}`, path, req, FLASH_SECONDS));
    },
    /** What the last POST kept, left for a reload of the same page. */
    peek: read,
    /** What the last POST kept, then forgotten (a reload shows the form afresh). */
    take(req: Request, res: Response, name: string, path: string): unknown {
      const data = read(req, name);
      if (data !== undefined) res.append('Set-Cookie', cookie(name, '', path, req, 0));
      return data;
    },
  };
}

export type Flash = ReturnType<typeof createFlash>;
