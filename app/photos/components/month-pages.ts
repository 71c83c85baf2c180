/**
 * A month's island (or a flat list's) as a pure state machine: the pages it loads, the page that
 * fails, the photos' data it drops far from the viewport and loads back near (decision 2203), and
 * the photo that takes focus when '+N' or 'Load more' was activated (docs/focus-policy.md). Each
 * step returns the next state and what the island must do: load a page, announce the photos
 * added, focus the first of them. PhotoGroup's hook (useMonthPages) runs the effects.
 */
import type { MonthStatus, PageResult, Tile } from '../timeline-wire';
import { tileId } from '../timeline-wire';

/** Tiles per chunk (rows are justified: a chunk ends its last row short, decision 2440). */
export const CHUNK_TILES = 48;

/** The most photos one island request asks for (the page route's largest `limit`). */
export const MAX_LIMIT = 500;

/**
 * What a month keeps when it drops its photos: how many it showed and the cursor after them, its
 * body's height (kept as one box, so the page does not move) and its chunks' heights (they come
 * back collapsed to them, and render as they near); `restored` gathers the photos loaded back.
 */
export interface Kept {
  shown: number;
  cursor: string | null;
  body: number;
  heights: number[];
  restored: Tile[];
}

/** `kept`: a month far away without its photos' data; `heights`: its chunks' heights when they came back (decision 2203). */
export interface MonthState {
  status: MonthStatus;
  items: Tile[];
  cursor: string | null;
  /** The next page failed: the month keeps its photos and offers 'Try again' at its end. */
  moreFailed: boolean;
  kept: Kept | null;
  heights: number[] | null;
}

export type MonthEvent =
  /** A page came back (`result`) or failed (status 'error'); `focusFirst`: '+N' or 'Load more' asked for it. */
  | { type: 'answer'; result: PageResult; focusFirst: boolean }
  /** Far away: the month drops its photos' data, keeping what `kept` measured. */
  | { type: 'drop'; kept: Kept }
  /** Near again: a month that dropped its photos loads them back. */
  | { type: 'restore' }
  /** A link ('Load this month', '+N', 'Load more', 'Try again') was activated. */
  | { type: 'retry' };

/** What the island does after a step. */
export interface Step {
  state: MonthState;
  load?: { cursor: string | null; limit?: number };
  /** Photos appended to a loaded month: the page announces how many. */
  announce?: number;
  /** The id of the photo that takes focus. */
  focus?: string;
}

/** A page that did not come (network, HTTP status, body): the month is rejected, or its next page failed. */
export const FAILED_PAGE: PageResult = { status: 'error', items: [], cursor: null };

/** The state the server rendered. Written out, not spread from `initial` (its shapes vary: V8 then copies in its runtime). */
export function initialMonth(initial: { status: MonthStatus; items: Tile[]; cursor: string | null }): MonthState {
  return { status: initial.status, items: initial.items, cursor: initial.cursor, moreFailed: false, kept: null, heights: null };
}

/** Whether a month may drop its photos' data: loaded, not dropped yet, and more than one chunk. */
export function canDrop(state: MonthState): boolean {
  return !state.kept && state.status === 'loaded' && state.items.length > CHUNK_TILES;
}

/** Whether the month has another page to load (and its end marker and 'Load more' show). */
export function hasMore(state: MonthState, count: number | null): boolean {
  return state.status === 'loaded' && !state.kept && !!state.cursor && (count === null || state.items.length < count);
}

export function step(state: MonthState, event: MonthEvent): Step {
  switch (event.type) {
    case 'answer':
      return state.kept ? restored(state, state.kept, event.result) : answered(state, event.result, event.focusFirst);
    case 'drop':
      return canDrop(state) ? { state: { ...state, items: [], kept: event.kept, heights: null } } : { state };
    case 'restore':
      // Once: the pages that follow the first are asked for by the answers.
      return state.kept && state.kept.restored.length === 0 ? { state, load: { cursor: null, limit: Math.min(state.kept.shown, MAX_LIMIT) } } : { state };
    case 'retry':
      return state.moreFailed ? { state: { ...state, moreFailed: false } } : { state };
  }
}

/** A page of a month that shows its photos (or is loading its first page). */
function answered(state: MonthState, result: PageResult, focusFirst: boolean): Step {
  const appending = state.status === 'loaded';
  if (result.status === 'error') return { state: appending ? { ...state, moreFailed: true } : { ...state, status: 'error' } };
  const seen = new Set(state.items.map(tileId));
  const added = result.items.filter(([id]) => !seen.has(id));
  const next: MonthState = { ...state, status: 'loaded', items: appending ? [...state.items, ...added] : added, cursor: result.cursor, moreFailed: false };
  const out: Step = { state: next };
  if (appending && added.length) {
    out.announce = added.length;
    if (focusFirst) out.focus = tileId(added[0]!);
  }
  return out;
}

/** A page of the photos a month loads back: as many as it showed, then as it was. */
function restored(state: MonthState, kept: Kept, result: PageResult): Step {
  if (result.status === 'error') return { state: { status: 'error', items: [], cursor: null, moreFailed: false, kept: null, heights: null } };
  const items = [...kept.restored, ...result.items];
  if (items.length < kept.shown && result.cursor) {
    return { state: { ...state, kept: { ...kept, restored: items } }, load: { cursor: result.cursor, limit: Math.min(kept.shown - items.length, MAX_LIMIT) } };
  }
  return { state: { status: 'loaded', items, cursor: result.cursor, moreFailed: false, kept: null, heights: kept.heights } };
}
