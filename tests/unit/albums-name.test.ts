import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { ALBUM_NAME_MAX, albumNameError, albumNameFormSchema, refusalKey } from '~/albums/name';
import { AlbumNameRefusedError } from '~/services/albums.server';

const form = (name?: string) => {
  const f = new FormData();
  if (name !== undefined) f.set('name', name);
  return f;
};

describe('album name rules (spec section 5)', () => {
  it.each([
    ['Summer 2024'],
    ['Été à Paris'],
    ['Family & friends!'],
    ['a'],
    ['x'.repeat(ALBUM_NAME_MAX)],
    ['😀'.repeat(ALBUM_NAME_MAX)],
    ['Trailing blank '],
  ])('accepts %j', (name) => {
    expect(albumNameError(name)).toBeNull();
  });

  it('requires a name (missing or empty); only blanks start with a blank', () => {
    expect(albumNameError(undefined)).toBe('albums.name.required');
    expect(albumNameError('')).toBe('albums.name.required');
    expect(albumNameError('   ')).toBe('albums.name.invalid');
  });

  it.each([['<b>'], ['a>b'], ['a<b'], ['Trip; 2024'], [' Trip'], ['\tTrip'], ['\u00a0Trip'], ['line\nbreak'], ['bell\u0007']])('refuses %j as not valid', (name) => {
    expect(albumNameError(name)).toBe('albums.name.invalid');
  });

  it('refuses a name over the platform limit, counted in characters', () => {
    expect(albumNameError('x'.repeat(ALBUM_NAME_MAX + 1))).toBe('albums.name.tooLong');
    expect(albumNameError('x'.repeat(10_000))).toBe('albums.name.tooLong');
    expect(albumNameError('😀'.repeat(ALBUM_NAME_MAX + 1))).toBe('albums.name.tooLong');
    // A forbidden character is the first thing said, whatever the length.
    expect(albumNameError(`<${'x'.repeat(10_000)}`)).toBe('albums.name.invalid');
  });

  it('gives the same keys through conform + zod', () => {
    const ok = parseWithZod(form('Holiday'), { schema: albumNameFormSchema });
    expect(ok.status).toBe('success');
    const errorOf = (f: FormData) => {
      const s = parseWithZod(f, { schema: albumNameFormSchema });
      return s.status === 'error' ? s.error?.name : 'accepted';
    };
    expect(errorOf(form(''))).toEqual(['albums.name.required']);
    expect(errorOf(form())).toEqual(['albums.name.required']);
    expect(errorOf(form(';'))).toEqual(['albums.name.invalid']);
    expect(errorOf(form('x'.repeat(101)))).toEqual(['albums.name.tooLong']);
  });
});

describe("the platform's refusal of a name", () => {
  it.each([
    ['required', 'albums.name.required'],
    ['invalid', 'albums.name.invalid'],
    ['tooLong', 'albums.name.tooLong'],
  ] as const)('%s becomes the field error %s', (reason, key) => {
    expect(refusalKey(new AlbumNameRefusedError(reason))).toBe(key);
  });
});
