import { describe, expect, it } from 'vitest';
import { remembered } from '~/lib/remembered';

describe('remembered', () => {
  it('makes a key’s value once, null included, and drops the oldest beyond its size', () => {
    const made: string[] = [];
    const keep = remembered<string | null>(2);
    const make = (key: string, value: string | null) => keep(key, () => (made.push(key), value));
    expect(make('a', 'A')).toBe('A');
    expect(make('a', 'other')).toBe('A');
    expect(make('b', null)).toBeNull();
    expect(make('b', 'B')).toBeNull();
    expect(made).toEqual(['a', 'b']);
    expect(make('c', 'C')).toBe('C'); // 'a' dropped, the oldest
    expect(make('b', 'B')).toBeNull();
    expect(make('a', 'A2')).toBe('A2');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
