import { describe, expect, it } from 'vitest';
import { withQuery } from '~/lib/query';

describe('withQuery', () => {
  it('sets a string, removes on null or the empty string, keeps on undefined, then adds the hash', () => {
    const query = new URLSearchParams('sortKey=created&month=2024-05&cursor=old');
    expect(withQuery('/p', query, { cursor: 'new', month: undefined }, 'top')).toBe('/p?sortKey=created&month=2024-05&cursor=new#top');
    expect(withQuery('/p', query, { cursor: null, month: '' })).toBe('/p?sortKey=created');
    expect(withQuery('/p', '', { cursor: null })).toBe('/p');
    expect(query.toString()).toBe('sortKey=created&month=2024-05&cursor=old');
  });
});
