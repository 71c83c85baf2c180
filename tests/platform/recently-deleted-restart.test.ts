/** Recently deleted across restarts: the start-up clean-ups keep a waiting photo's files, and drop what a crash left half-moved. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { api, customer, folders, makeJpeg, PASSWORD, photosCount, upload } from '../support/photo-library';
import { makeDataDir, removeDataDir, startTestPlatform } from '../support/test-platform';

const post = (t: Parameters<typeof api>[0], token: string, pathname: string, body: unknown) =>
  api(t, token, pathname, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('a restart', () => {
  it('keeps the files of photos in Recently deleted, removes stray bin folders, and a restore after it shows the photo', async () => {
    const dataDir = makeDataDir();
    let running = await startTestPlatform({ dataDir, seed: false });
    try {
      const dave = await customer(running, 'dave-bin@example.com');
      const results = await upload(running, dave.token, [
        { name: 'a.jpg', data: await makeJpeg('2024:01:01 00:00:00') },
        { name: 'b.jpg', data: await makeJpeg('2024:01:02 00:00:00') },
      ]);
      const [a, b] = results.map((r) => (r.status === 'added' ? r.photo : null));
      if (!a || !b) throw new Error('upload failed');
      expect((await post(running, dave.token, '/recently-deleted', { photoIds: [a.imageId] })).status).toBe(200);
      await running.platform.close();
      // A crash between linking files and moving rows leaves a bin folder that no row points at.
      const stray = path.join(dataDir, 'bin', dave.id, b.imageId);
      fs.mkdirSync(stray, { recursive: true });
      fs.writeFileSync(path.join(stray, 'original'), 'x');

      running = await startTestPlatform({ dataDir, seed: false });
      expect(fs.readdirSync(path.join(dataDir, 'bin', dave.id))).toEqual([a.imageId]);
      expect(fs.existsSync(path.join(dataDir, 'bin', dave.id, a.imageId, 'original'))).toBe(true);
      expect(folders(dataDir, 'media')).toEqual([`${dave.id}/${b.imageId}`]);
      const { accessToken } = await signInOverHttp({ ...running.client, email: 'dave-bin@example.com', password: PASSWORD });
      expect(((await (await post(running, accessToken, '/recently-deleted/restore', { all: true })).json()) as { restored: number }).restored).toBe(1);
      expect(await photosCount(running, accessToken)).toBe(2);
      const back = (await (await api(running, accessToken, `/photos/${a.imageId}`)).json()) as { untouchedUrl: string };
      expect((await fetch(back.untouchedUrl)).status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'bin', dave.id, a.imageId))).toBe(false);
    } finally {
      await running.platform.close();
      removeDataDir(dataDir);
    }
  });
});
