import { describe, expect, it } from 'vitest';
import { readCookies } from '~/auth/cookies.server';

const request = (cookie: string) => new Request('http://localhost/orders', { headers: { Cookie: cookie } });

describe('readCookies', () => {
  it('decodes escaped values, keeps the first of a name and leaves out what it cannot decode', () => {
    const cookies = readCookies(request('a=x%3Dy%20z; b=eyJhbGciOi.J9-_; a=second; bad=%E0%A4%A; =nameless; flag'));
    expect(Object.fromEntries(cookies)).toEqual({ a: 'x=y z', b: 'eyJhbGciOi.J9-_' });
  });

  it('reads a request once, and again when its Cookie header changed', () => {
    const req = request('a=1');
    const first = readCookies(req);
    expect(readCookies(req)).toBe(first);
    req.headers.set('Cookie', 'a=2');
    expect(readCookies(req).get('a')).toBe('2');
    expect(readCookies(request('a=1'))).not.toBe(first);
  });
});
