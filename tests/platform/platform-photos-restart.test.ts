import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { customer, fixture, folders, json, photosCount, upload } from '../support/photo-library';
import { makeDataDir, removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';
import { signInOverHttp } from '../support/oidc-http';

const dataDir = makeDataDir();
let running: TestPlatform | undefined;

afterAll(async () => {
  await running?.platform.close();
  removeDataDir(dataDir);
});

describe('platform start after a crash', () => {
  it('removes stray tmp folders and media folders without a row, keeps the photos', async () => {
    running = await startTestPlatform({ dataDir, seed: false });
    const { id, token } = await customer(running, 'crash@example.com');
    const [result] = await upload(running, token, [{ name: 'photo.jpg', data: fixture('photo.jpg') }]);
    if (result?.status !== 'added') throw new Error('upload failed');
    const kept = `${id}/${result.photo.imageId}`;
    await running.platform.close();
    running = undefined;

    // What a crash can leave: a half-written upload, a folder moved into media/ before its row
    // was committed, and the folder of an account that no longer exists.
    const strayTmp = path.join(dataDir, 'tmp', randomUUID());
    fs.mkdirSync(strayTmp, { recursive: true });
    fs.writeFileSync(path.join(strayTmp, 'original'), fixture('photo.jpg'));
    const orphan = `${id}/${randomUUID()}`;
    const ghost = `${randomUUID()}/${randomUUID()}`;
    for (const dir of [orphan, ghost]) {
      fs.mkdirSync(path.join(dataDir, 'media', dir), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'media', dir, 'original'), fixture('photo.jpg'));
    }
    expect(folders(dataDir, 'media').sort()).toEqual([kept, orphan, ghost].sort());

    running = await startTestPlatform({ dataDir, seed: false });
    expect(folders(dataDir, 'tmp')).toEqual([]);
    expect(folders(dataDir, 'media')).toEqual([kept]);
    const again = await signInOverHttp({ ...running.client, email: 'crash@example.com', password: 'test-password-1' });
    expect(await photosCount(running, again.accessToken)).toBe(1);
    const photo = await json<{ url: string }>(running, again.accessToken, `/photos/${result.photo.imageId}`);
    expect((await fetch(photo.url)).status).toBe(200);
  });
});
