import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customer, folders, makeJpeg, photosCount, upload, uploadRaw } from '../support/photo-library';
import { removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

/**
 * Hostile input (docs/security.md): upload file names with path tricks are kept as a bare name only, and
 * every file the platform writes stays inside its data directory (no zip-slip, no escape).
 */
let t: TestPlatform;
let token: string;

// The data directory sits alone in a folder of this test's own, so that folder's listing changes
// only if the platform writes outside its data directory (the system's temp folder is shared with
// every other test and process).
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-names-'));

beforeAll(async () => {
  t = await startTestPlatform({ seed: false, dataDir: path.join(parent, 'data') });
  ({ token } = await customer(t, 'names@example.com'));
});
afterAll(async () => {
  await t?.platform.close();
  if (t) removeDataDir(t.dataDir);
  fs.rmSync(parent, { recursive: true, force: true });
});

const all = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe('upload file names', () => {
  it.each([
    ['../../etc/passwd.jpg', 'passwd.jpg'],
    ['/etc/passwd.jpg', 'passwd.jpg'],
    ['..\\..\\windows\\win.jpg', 'win.jpg'],
    ['C:\\temp\\..\\x.jpg', 'x.jpg'],
  ])('%j is stored as %j and writes nothing outside the data directory', async (name, stored) => {
    const outside = path.resolve(t.dataDir, '..');
    const before = fs.readdirSync(outside).sort();
    const [result] = await upload(t, token, [{ name, data: await makeJpeg(null) }]);
    expect(result?.status).toBe('added');
    expect(result?.fileName).toBe(stored);
    expect(fs.readdirSync(outside).sort()).toEqual(before);
    for (const file of all(t.dataDir)) expect(path.basename(file)).not.toBe(stored);
  });

  it('refuses a name with a NUL byte as a malformed request (400), storing nothing', async () => {
    const before = await photosCount(t, token);
    const res = await uploadRaw(t, token, [{ name: 'a\u0000b.jpg', data: await makeJpeg(null) }]);
    expect(res.status).toBe(400);
    expect(await photosCount(t, token)).toBe(before);
  });

  it('keeps a name with a right-to-left override or zero-width space as text, not as a path', async () => {
    const name = 'photo\u202egpj.exe\u200b.jpg';
    const [result] = await upload(t, token, [{ name, data: await makeJpeg(null) }]);
    expect(result?.status).toBe('added');
    expect(result?.fileName).toBe(name);
    for (const file of all(t.dataDir)) expect(file).not.toContain('\u202e');
  });

  it('answers a multipart body cut short with 400, keeps running and leaves nothing behind', async () => {
    const before = await photosCount(t, token);
    const cut = '--zzz\r\nContent-Disposition: form-data; name="files"; filename="../../x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image';
    for (let i = 0; i < 5; i += 1) {
      const res = await api(t, token, '/photos', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' }, body: cut });
      expect(res.status).toBe(400);
    }
    expect(await photosCount(t, token)).toBe(before);
    expect(folders(t.dataDir, 'tmp')).toEqual([]);
  });
});
