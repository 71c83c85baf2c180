import { describe, expect, it } from 'vitest';
import { freeName, uniqueNames } from '../../platform/download-api/entry-names';
import { NameHashes } from '../../platform/photo-api/exports/name-hashes';

describe('NameHashes', () => {
  it('holds the names added, and only those, past its first capacity', () => {
    const set = new NameHashes(4);
    const names = Array.from({ length: 5_000 }, (_, i) => `img_${i}.jpg`);
    names.forEach((n) => set.add(n));
    set.add('img_0.jpg');
    expect(set.size).toBe(5_000);
    expect(names.every((n) => set.has(n))).toBe(true);
    expect(['img_5000.jpg', 'IMG_0.jpg', '', 'été.jpg'].some((n) => set.has(n))).toBe(false);
  });

  it('is empty after clear', () => {
    const set = new NameHashes();
    set.add('a.jpg');
    set.clear();
    expect(set.has('a.jpg')).toBe(false);
    expect(set.size).toBe(0);
  });

  it('gives freeName the same names as uniqueNames', () => {
    const names = ['a.jpg', 'a.jpg', 'A.JPG', 'a (2).jpg', 'b', 'Été.heic', 'été.HEIC'];
    const taken = new NameHashes();
    const streamed = names.map((n) => {
      const name = freeName(n, taken);
      taken.add(name.toLowerCase());
      return name;
    });
    expect(streamed).toEqual(uniqueNames(names));
  });
});
