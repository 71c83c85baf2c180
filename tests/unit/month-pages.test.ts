import { describe, expect, it } from 'vitest';
import { canDrop, CHUNK_TILES, FAILED_PAGE, hasMore, initialMonth, MAX_LIMIT, step, type Kept, type MonthState } from '~/photos/components/month-pages';
import { makeTile, type PageResult, type Tile } from '~/photos/timeline-wire';

const tile = (id: string): Tile => makeTile(id, 300, 200, null, null, `${id}.jpg`, `https://m/${id}`);
const tiles = (from: number, n: number) => Array.from({ length: n }, (_, i) => tile(`p${from + i}`));
const ids = (s: MonthState) => s.items.map(([id]) => id);
const page = (items: Tile[], cursor: string | null = null): PageResult => ({ status: 'loaded', items, cursor });
const idle = initialMonth({ status: 'idle', items: [], cursor: null });
const loaded = (items: Tile[], cursor: string | null = 'c1') => initialMonth({ status: 'loaded', items, cursor });
const kept = (over: Partial<Kept> = {}): Kept => ({ shown: 60, cursor: 'c60', body: 1200, heights: [800, 400], restored: [], ...over });
const dropped = (k: Kept): MonthState => ({ status: 'loaded', items: [], cursor: 'c60', moreFailed: false, kept: k, heights: null });

describe('initialMonth', () => {
  it('starts as the server rendered it, nothing failed, nothing dropped', () => {
    expect(initialMonth({ status: 'loaded', items: tiles(0, 2), cursor: 'c' })).toEqual({ status: 'loaded', items: tiles(0, 2), cursor: 'c', moreFailed: false, kept: null, heights: null });
  });
});

describe('a month not loaded yet', () => {
  it('takes its first page as its photos, neither announced nor focused', () => {
    const out = step(idle, { type: 'answer', result: page(tiles(0, 3), 'c3'), focusFirst: true });
    expect(out.state).toMatchObject({ status: 'loaded', cursor: 'c3', moreFailed: false });
    expect(ids(out.state)).toEqual(['p0', 'p1', 'p2']);
    expect(out).not.toHaveProperty('announce');
    expect(out).not.toHaveProperty('focus');
    expect(out).not.toHaveProperty('load');
  });
  it('whose first page fails is rejected ("Request failure" in its place)', () => {
    const out = step(idle, { type: 'answer', result: FAILED_PAGE, focusFirst: false });
    expect(out.state.status).toBe('error');
    expect(out.state.moreFailed).toBe(false);
  });
  it('loads again after an error ("Try again"): the answer replaces the error', () => {
    const failed = step(idle, { type: 'answer', result: FAILED_PAGE, focusFirst: false }).state;
    expect(step(failed, { type: 'answer', result: page(tiles(0, 1)), focusFirst: false }).state).toMatchObject({ status: 'loaded', cursor: null });
  });
});

describe('a loaded month appending its next page', () => {
  it('appends the photos it has not got, announces how many, keeps focus where it is', () => {
    const out = step(loaded(tiles(0, 3)), { type: 'answer', result: page([tile('p2'), ...tiles(3, 2)], 'c5'), focusFirst: false });
    expect(ids(out.state)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(out.state.cursor).toBe('c5');
    expect(out.announce).toBe(2);
    expect(out.focus).toBeUndefined();
  });
  it('moves focus to the first photo added when "+N" or "Load more" asked for it', () => {
    const out = step(loaded(tiles(0, 3)), { type: 'answer', result: page([tile('p1'), tile('p7')]), focusFirst: true });
    expect(out.focus).toBe('p7');
  });
  it('announces and focuses nothing when the page adds nothing new', () => {
    const out = step(loaded(tiles(0, 3)), { type: 'answer', result: page([tile('p0')], null), focusFirst: true });
    expect(out.announce).toBeUndefined();
    expect(out.focus).toBeUndefined();
    expect(out.state.cursor).toBeNull();
  });
  it('keeps its photos when the next page fails, and says so at its end', () => {
    const before = loaded(tiles(0, 3));
    const out = step(before, { type: 'answer', result: FAILED_PAGE, focusFirst: true });
    expect(out.state).toEqual({ ...before, moreFailed: true });
    expect(out.focus).toBeUndefined();
  });
  it('clears the failure when a link is activated again, and only then changes', () => {
    const failed = { ...loaded(tiles(0, 3)), moreFailed: true };
    expect(step(failed, { type: 'retry' }).state.moreFailed).toBe(false);
    const fine = loaded(tiles(0, 3));
    expect(step(fine, { type: 'retry' }).state).toBe(fine);
  });
  it('clears the failure when the next page comes', () => {
    const failed = { ...loaded(tiles(0, 3)), moreFailed: true };
    expect(step(failed, { type: 'answer', result: page(tiles(3, 1)), focusFirst: false }).state.moreFailed).toBe(false);
  });
});

describe('dropping far away', () => {
  it('drops a loaded month of more than one chunk, keeping its measure', () => {
    const k = kept();
    const out = step(loaded(tiles(0, CHUNK_TILES + 1)), { type: 'drop', kept: k });
    expect(out.state).toMatchObject({ status: 'loaded', items: [], kept: k, heights: null });
  });
  it('keeps a month of one chunk, one not loaded, or one dropped already', () => {
    for (const s of [loaded(tiles(0, CHUNK_TILES)), idle, dropped(kept())]) {
      expect(canDrop(s)).toBe(false);
      expect(step(s, { type: 'drop', kept: kept({ body: 1 }) }).state).toBe(s);
    }
    expect(canDrop(loaded(tiles(0, CHUNK_TILES + 1)))).toBe(true);
  });
});

describe('restoring near again', () => {
  it('asks for as many photos as it showed, from the start, capped at the largest page', () => {
    expect(step(dropped(kept({ shown: 60 })), { type: 'restore' }).load).toEqual({ cursor: null, limit: 60 });
    expect(step(dropped(kept({ shown: 900 })), { type: 'restore' }).load).toEqual({ cursor: null, limit: MAX_LIMIT });
  });
  it('asks only once (a restore under way, or a month not dropped, loads nothing)', () => {
    expect(step(dropped(kept({ restored: tiles(0, 10) })), { type: 'restore' }).load).toBeUndefined();
    expect(step(loaded(tiles(0, 3)), { type: 'restore' }).load).toBeUndefined();
  });
  it('comes back as it was: its photos, the cursor after them, its chunks collapsed to their heights', () => {
    const out = step(dropped(kept({ shown: 60 })), { type: 'answer', result: page(tiles(0, 60), 'c60'), focusFirst: true });
    expect(out.state).toEqual({ status: 'loaded', items: tiles(0, 60), cursor: 'c60', moreFailed: false, kept: null, heights: [800, 400] });
    expect(out.announce).toBeUndefined();
    expect(out.focus).toBeUndefined();
    expect(out.load).toBeUndefined();
  });
  it('gathers a shorter page and asks for the rest after it', () => {
    const out = step(dropped(kept({ shown: 600 })), { type: 'answer', result: page(tiles(0, MAX_LIMIT), 'c500'), focusFirst: false });
    expect(out.state.kept?.restored).toHaveLength(MAX_LIMIT);
    expect(out.state.items).toEqual([]);
    expect(out.load).toEqual({ cursor: 'c500', limit: 100 });
    const done = step(out.state, { type: 'answer', result: page(tiles(MAX_LIMIT, 100), 'c600'), focusFirst: false });
    expect(done.state).toMatchObject({ status: 'loaded', cursor: 'c600', kept: null });
    expect(done.state.items).toHaveLength(600);
  });
  it('stops at the end of the month even if it showed more (photos deleted meanwhile)', () => {
    const out = step(dropped(kept({ shown: 60 })), { type: 'answer', result: page(tiles(0, 50), null), focusFirst: false });
    expect(out.state).toMatchObject({ status: 'loaded', cursor: null, kept: null });
    expect(out.state.items).toHaveLength(50);
  });
  it('is rejected when a page of it fails', () => {
    const out = step(dropped(kept({ restored: tiles(0, 10) })), { type: 'answer', result: FAILED_PAGE, focusFirst: false });
    expect(out.state).toEqual({ status: 'error', items: [], cursor: null, moreFailed: false, kept: null, heights: null });
  });
});

describe('hasMore', () => {
  it('is true for a loaded month with a cursor and fewer photos than its count', () => {
    expect(hasMore(loaded(tiles(0, 3), 'c'), 10)).toBe(true);
    expect(hasMore(loaded(tiles(0, 3), 'c'), null)).toBe(true);
  });
  it('is false without a cursor, with every photo, not loaded, or dropped', () => {
    expect(hasMore(loaded(tiles(0, 3), null), 10)).toBe(false);
    expect(hasMore(loaded(tiles(0, 3), 'c'), 3)).toBe(false);
    expect(hasMore(idle, 10)).toBe(false);
    expect(hasMore(dropped(kept()), 100)).toBe(false);
  });
});
