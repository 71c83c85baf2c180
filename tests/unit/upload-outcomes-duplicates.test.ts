import { describe, expect, it } from 'vitest';
import { libraryPhotoHref, toOutcomes } from '~/photos/upload-results';

describe('upload outcomes with files already in the library (decision 2611)', () => {
  it('keeps a duplicate with the id of the photo already there, apart from added and refused', () => {
    const { outcomes } = toOutcomes([
      { fileName: 'a.jpg', status: 'added', photo: { imageId: 'new' } },
      { fileName: 'b.jpg', status: 'duplicate', photo: { imageId: 'old-id' } },
      { fileName: 'c.txt', status: 'refused', reason: 'type' },
    ]);
    expect(outcomes).toEqual([
      { n: 'a.jpg', s: 'added' },
      { n: 'b.jpg', s: 'duplicate', i: 'old-id' },
      { n: 'c.txt', s: 'type' },
    ]);
  });

  it('links to the photo’s preview', () => {
    expect(libraryPhotoHref('ab/c')).toBe('/my-photos/photos/preview/ab%2Fc');
  });
});
