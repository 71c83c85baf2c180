import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '~/lib/same-origin';

describe('isSameOrigin', () => {
  const url = 'http://localhost:3000/logout';
  it('accepts our own Origin, or our Referer when Origin is absent', () => {
    expect(isSameOrigin(url, 'http://localhost:3000', null)).toBe(true);
    expect(isSameOrigin(url, null, 'http://localhost:3000/settings')).toBe(true);
  });
  it('refuses another origin, another port, a null origin with a foreign referer, and no headers', () => {
    expect(isSameOrigin(url, 'https://evil.example', null)).toBe(false);
    expect(isSameOrigin(url, 'http://localhost:3001', 'http://localhost:3000/')).toBe(false);
    expect(isSameOrigin(url, 'null', 'https://evil.example/')).toBe(false);
    // An opaque origin is refused even with our own Referer (Remix would throw a 500 on it).
    expect(isSameOrigin(url, 'null', 'http://localhost:3000/settings')).toBe(false);
    expect(isSameOrigin(url, null, 'not a url')).toBe(false);
    expect(isSameOrigin(url, null, null)).toBe(false);
  });
});
