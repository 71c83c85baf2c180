import { describe, expect, it } from 'vitest';
import { newerMessage, NO_IMPORT_SUMMARY, parseImportMessage, POST_IMPORT_REFRESH_MS, summariseImport, type ImportMessage } from '~/photos/activation/messages';

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

describe('the import summary: the newest message, and every failure kept', () => {
  const message = (type: ImportMessage['type'], timestamp: string, id: string) => parseImportMessage(frame(type, timestamp, id));
  const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

  it('finished 1 ms after a failure: finished is the newest, and the failure stays', () => {
    let s = summariseImport(NO_IMPORT_SUMMARY, message('import-started', '2026-11-24T10:00:00.000Z', ids[0]!));
    s = summariseImport(s, message('import-error', '2026-11-24T10:00:01.000Z', ids[1]!));
    s = summariseImport(s, message('import-finished', '2026-11-24T10:00:01.001Z', ids[2]!));
    expect(s.latest?.type).toBe('import-finished');
    expect(s.failures).toEqual([ids[1]]);
  });

  it('counts each failure once, an older one too; malformed frames change nothing', () => {
    let s = summariseImport(NO_IMPORT_SUMMARY, message('import-error', '2026-11-24T10:00:02.000Z', ids[0]!));
    s = summariseImport(s, message('import-error', '2026-11-24T10:00:02.000Z', ids[0]!));
    s = summariseImport(s, message('import-error', '2026-11-24T10:00:01.000Z', ids[1]!));
    expect(s.failures).toEqual([ids[0], ids[1]]);
    expect(s.latest?.id).toBe(ids[0]);
    expect(summariseImport(s, parseImportMessage('OK'))).toBe(s);
  });
});
