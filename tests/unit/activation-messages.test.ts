import { describe, expect, it } from 'vitest';
import { newerMessage, parseImportMessage, POST_IMPORT_REFRESH_MS } from '~/photos/activation/messages';

const frame = (type: string, timestamp: string, id = '3f1e2d4c-5b6a-4789-9abc-def012345678') => JSON.stringify({ id, type, data: { payload: {}, timestamp } });

describe('import push messages (spec sections 3, 4 and 5)', () => {
  it('reads a well-formed message', () => {
    expect(parseImportMessage(frame('import-started', '2026-11-24T10:00:00.000Z'))).toEqual({
      id: '3f1e2d4c-5b6a-4789-9abc-def012345678',
      type: 'import-started',
      data: { payload: {}, timestamp: '2026-11-24T10:00:00.000Z' },
    });
  });

  it.each([
    ['the OK reply', 'OK'],
    ['not JSON', '{nope'],
    ['an unknown type', frame('import-paused', '2026-11-24T10:00:00.000Z')],
    ['an id that is not a uuid', frame('import-started', '2026-11-24T10:00:00.000Z', '42')],
    ['a timestamp that is not a date', frame('import-started', 'yesterday')],
    ['no data', JSON.stringify({ id: '3f1e2d4c-5b6a-4789-9abc-def012345678', type: 'import-started' })],
    ['an archive event', JSON.stringify({ id: '3f1e2d4c-5b6a-4789-9abc-def012345678', key: 'archive-started', timestamp: '2026-11-24T10:00:00.000Z' })],
    ['a binary frame', new ArrayBuffer(4)],
  ])('ignores %s silently', (_, raw) => {
    expect(parseImportMessage(raw)).toBeNull();
  });

  it('a newer message replaces an older one; an older or malformed one changes nothing', () => {
    const started = parseImportMessage(frame('import-started', '2026-11-24T10:00:00.000Z'));
    const finished = parseImportMessage(frame('import-finished', '2026-11-24T10:00:05.000Z'));
    const lateError = parseImportMessage(frame('import-error', '2026-11-24T10:00:02.000Z'));
    expect(newerMessage(null, started)).toBe(started);
    expect(newerMessage(started, finished)).toBe(finished);
    expect(newerMessage(finished, lateError)).toBe(finished);
    expect(newerMessage(finished, null)).toBe(finished);
  });

  it('waits 10 seconds after import-finished before refreshing', () => {
    expect(POST_IMPORT_REFRESH_MS).toBe(10_000);
  });
});
