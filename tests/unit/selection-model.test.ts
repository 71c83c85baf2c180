import { describe, expect, it } from 'vitest';
import { parseArchiveEvent, nextArchiveState } from '~/downloads/push';
import { editorUrl } from '~/selection/order-prints';
import {
  applyForm,
  attachmentHeader,
  cleanIds,
  disabledReason,
  INLINE_MAX,
  monthState,
  needsTempSelection,
  neighbourAfterDelete,
  parseIntent,
  readSelectionRef,
  refParams,
  setMany,
  toggleMany,
  toggleOne,
  partlyShownMonths,
  wholeMonthSelected,
} from '~/selection/model';
import { fileNameOf, singleDownloadHref } from '~/selection/single-download';
import { rangeIds } from '~/selection/useRangeSelect';

describe('selection helpers', () => {
  it('toggles one photo', () => {
    expect(toggleOne(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOne(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('selects a month, and deselects it when all are selected', () => {
    expect(toggleMany(['x'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleMany(['x', 'a'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleMany(['x', 'a', 'b'], ['a', 'b'])).toEqual(['x']);
    expect(toggleMany(['x'], [])).toEqual(['x']);
  });

  it('a Shift range: the ids between two, either way round, set on or off together', () => {
    const page = ['a', 'b', 'c', 'd', 'e'];
    expect(rangeIds(page, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeIds(page, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(rangeIds(page, 'gone', 'c')).toEqual(['c']);
    expect(setMany(['x', 'c'], ['b', 'c', 'd'], true)).toEqual(['x', 'c', 'b', 'd']);
    expect(setMany(['x', 'c', 'b'], ['b', 'c', 'd'], false)).toEqual(['x']);
  });

  it('tells a month all, some or none selected', () => {
    expect(monthState(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    expect(monthState(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(monthState(new Set(), ['a'])).toBe('none');
  });

  it('applies a no-JS form: carried minus shown plus checked; with JS the posted ids', () => {
    expect(applyForm({ carried: ['a', 'b', 'z'], shown: ['a', 'b', 'c'], checked: ['b', 'c'], client: false })).toEqual(['z', 'b', 'c']);
    expect(applyForm({ carried: ['a'], shown: [], checked: ['q', 'q', '../x'], client: true })).toEqual(['q']);
  });

  it('carries a few ids inline and more as a temp selection', () => {
    const few = Array.from({ length: INLINE_MAX }, (_, i) => `id${i}`);
    expect(needsTempSelection(few)).toBe(false);
    expect(needsTempSelection([...few, 'one-more'])).toBe(true);
    expect(readSelectionRef(new URLSearchParams('ids=a,b,,a'))).toEqual({ kind: 'inline', ids: ['a', 'b'] });
    expect(readSelectionRef(new URLSearchParams('sel=t1&ids=a'))).toEqual({ kind: 'temp', id: 't1' });
    expect(readSelectionRef(new URLSearchParams('sel=../../x'))).toEqual({ kind: 'temp', id: '' });
    expect(readSelectionRef(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(refParams({ kind: 'inline', ids: ['a', 'b'] })).toEqual({ ids: 'a,b' });
  });

  it('drops ids that are not photo ids', () => {
    expect(cleanIds(['ok-1', 'a b', '', 5, 'x'.repeat(65)])).toEqual(['ok-1']);
  });

  it('reads the pressed button', () => {
    expect(parseIntent('delete')).toBe('delete');
    expect(parseIntent('toggle-month:2024/5')).toEqual({ month: '2024/5' });
    expect(parseIntent('drop-tables')).toBeNull();
  });

  it('disables actions for an empty selection and download over 100', () => {
    expect(disabledReason('delete', 0)).toBe('empty');
    expect(disabledReason('download', 100)).toBeNull();
    expect(disabledReason('download', 101)).toBe('tooMany');
    expect(disabledReason('delete', 101)).toBeNull();
  });

  it('moves the viewer to the next photo, else the previous one', () => {
    expect(neighbourAfterDelete({ previous: null, next: 'b' })).toBe('b');
    expect(neighbourAfterDelete({ previous: 'a', next: null })).toBe('a');
    expect(neighbourAfterDelete({ previous: null, next: null })).toBeNull();
  });

  it('names the download after the local file name, safely', () => {
    const h = attachmentHeader('../../Holiday "best" é.jpg');
    expect(h).toBe(`attachment; filename="Holiday _best_ _.jpg"; filename*=UTF-8''${encodeURIComponent('Holiday "best" é.jpg')}`);
    expect(fileNameOf(h, 'x')).toBe('Holiday "best" é.jpg');
    expect(fileNameOf(null, 'fallback.jpg')).toBe('fallback.jpg');
  });

  it('keeps no bidi override or other hidden character in the download name (docs/security.md)', () => {
    // 'photo\u202Egpj.exe' would show as 'photoexe.jpg'.
    for (const hidden of ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\ufeff', '\u2028']) {
      const name = fileNameOf(attachmentHeader(`photo${hidden}gpj.exe`), 'x');
      expect(name).toBe('photogpj.exe');
    }
    // Joiners stay (emoji, some scripts).
    expect(fileNameOf(attachmentHeader('family \u{1F468}\u200d\u{1F469}.jpg'), 'x')).toBe('family \u{1F468}\u200d\u{1F469}.jpg');
  });

  it("reads 'Deselect all' only when every photo of the month is selected, loaded or not", () => {
    const sel = new Set(['a', 'b', 'c']);
    const none = { monthIds: null, wholeOnServer: false };
    // Wholly loaded: the loaded photos decide.
    expect(wholeMonthSelected(sel, ['a', 'b'], 2, none)).toBe(true);
    expect(wholeMonthSelected(sel, ['a', 'x'], 2, none)).toBe(false);
    expect(wholeMonthSelected(sel, [], 0, none)).toBe(false);
    // Shown in part (2 of 3): the month's whole id list, else the server's finding.
    expect(wholeMonthSelected(sel, ['a', 'b'], 3, { monthIds: ['a', 'b', 'c'], wholeOnServer: false })).toBe(true);
    expect(wholeMonthSelected(sel, ['a', 'b'], 3, { monthIds: ['a', 'b', 'z'], wholeOnServer: true })).toBe(false);
    expect(wholeMonthSelected(sel, ['a', 'b'], 3, { monthIds: null, wholeOnServer: true })).toBe(true);
    expect(wholeMonthSelected(sel, ['a', 'b'], 3, none)).toBe(false);
    // A shown photo deselected: not whole, whatever was found before.
    expect(wholeMonthSelected(new Set(['a', 'c']), ['a', 'b'], 3, { monthIds: null, wholeOnServer: true })).toBe(false);
  });

  it('lists the months shown in part with every shown photo selected', () => {
    const month = (key: string, count: number, ids: string[], status = 'loaded') => ({ key, count, status, items: ids.map((id) => [id] as const) });
    const months = [month('2024/5', 3, ['a', 'b']), month('2024/4', 2, ['c', 'd']), month('2024/3', 5, ['e', 'f']), month('2024/2', 9, [], 'idle')];
    expect(partlyShownMonths(months, new Set(['a', 'b', 'c', 'd', 'e']))).toEqual(['2024/5']);
  });

  it("keeps 'stripped' on a single download's address", () => {
    expect(singleDownloadHref('a b')).toBe('/my-photos/photos/download/a%20b');
    expect(singleDownloadHref('p1', true)).toBe('/my-photos/photos/download/p1?stripped=true');
  });

  it('builds the editor address with PAP_910', () => {
    expect(editorUrl('http://p', 'c1', 't1')).toBe('http://p/editor?channel=c1&tempSelectionId=t1&productCode=PAP_910');
  });
});

describe('archive push messages', () => {
  const event = (key: string, downloadId = 'd1') =>
    JSON.stringify({ id: '3f1c1f0e-8d5e-4a49-9d0c-2f4b8f3e9a11', timestamp: '2024-05-01T10:00:00Z', key, message: { userId: 'u', downloadId } });

  it('ignores OK, bad JSON and other shapes', () => {
    expect(parseArchiveEvent('OK')).toBeNull();
    expect(parseArchiveEvent('{nope')).toBeNull();
    expect(parseArchiveEvent(JSON.stringify({ id: 'x', type: 'import-started', data: {} }))).toBeNull();
    expect(parseArchiveEvent(event('archive-exploded'))).toBeNull();
  });

  it('follows this download only, and stays finished', () => {
    expect(nextArchiveState('pending', parseArchiveEvent(event('archive-started')), 'd1')).toBe('started');
    expect(nextArchiveState('started', parseArchiveEvent(event('archive-finished', 'other')), 'd1')).toBe('started');
    expect(nextArchiveState('started', parseArchiveEvent(event('archive-finished')), 'd1')).toBe('finished');
    expect(nextArchiveState('finished', parseArchiveEvent(event('archive-error')), 'd1')).toBe('finished');
    expect(nextArchiveState('pending', parseArchiveEvent(event('archive-error')), 'd1')).toBe('error');
  });
});
