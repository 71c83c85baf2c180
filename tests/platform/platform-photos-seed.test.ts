import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../support/photo-library';
import { signInOverHttp } from '../support/oidc-http';
import { makeDataDir, portOf, removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

const dataDir = makeDataDir();
let t: TestPlatform;

const signIn = async (email: string) => (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;

// The one test that pays for the demo photo seed (every photo goes through the real pipeline).
beforeAll(async () => {
  t = await startTestPlatform({ dataDir, seedPhotos: true });
}, 120_000);
afterAll(async () => {
  await t?.platform.close();
  removeDataDir(dataDir);
});

describe('demo photo seed', () => {
  it('gives the demo customer a library over 30+ months with big months and unknown dates', async () => {
    const token = await signIn('customer@example.com');
    const timeline = await json<Record<string, Record<string, number>>>(t, token, '/users/timeline');
    const months = Object.entries(timeline).flatMap(([year, ms]) => Object.entries(ms).map(([month, n]) => ({ key: `${year}/${month}`, n })));
    const known = months.filter((m) => m.key !== 'unknown/0');
    expect(known.length).toBeGreaterThanOrEqual(30);
    expect(known.filter((m) => m.n > 24).length).toBeGreaterThanOrEqual(3);
    expect(known.some((m) => m.n > 48)).toBe(true);
    expect(timeline.unknown).toEqual({ '0': 7 });
    const total = months.reduce((sum, m) => sum + m.n, 0);
    expect(total).toBeGreaterThanOrEqual(280);
    expect(await json(t, token, '/users')).toEqual({ photosCount: total });

    const { images } = await json<{ images: { dateTaken: string | null; visibleWidth: number; visibleHeight: number; url: string }[] }>(
      t,
      token,
      '/photos/timeline/unknown/0',
    );
    expect(images.filter((p) => p.dateTaken === null)).toHaveLength(4);
    expect(images.filter((p) => p.dateTaken?.startsWith('1970-01'))).toHaveLength(3);
    const { images: all } = await json<{ images: { visibleWidth: number; visibleHeight: number }[] }>(t, token, '/photos');
    expect(all.some((p) => p.visibleHeight > p.visibleWidth)).toBe(true);
    expect((await fetch(images[0]?.url ?? '')).status).toBe(200);
  });

  it('shows real photographs in every shape, none a flat gradient, the sideways one turned upright (decision 2485)', async () => {
    const token = await signIn('customer@example.com');
    const { images } = await json<{ images: { localFileName: string; visibleWidth: number; visibleHeight: number; thumbnails: { id: string; url: string; width: number; height: number }[] }[] }>(
      t,
      token,
      '/photos?limit=500',
    );
    expect(images.length).toBeGreaterThanOrEqual(280);
    const ratios = images.map((p) => p.visibleWidth / p.visibleHeight);
    expect(ratios.filter((r) => r > 1.2 && r < 1.9).length).toBeGreaterThan(images.length / 2);
    expect(ratios.filter((r) => r < 0.8).length).toBeGreaterThan(images.length / 8);
    expect(ratios.filter((r) => Math.abs(r - 1) < 0.02).length).toBeGreaterThan(10);
    expect(ratios.filter((r) => r > 2.5).length).toBeGreaterThan(3);

    // The gradient cards of before had a grey-level entropy of 2.9–6.7 (median 5.6) at 300 px;
    // these photographs 5.6–7.8 (median 7.1).
    const entropies: number[] = [];
    for (let i = 0; i < images.length; i += 25) {
      const batch = images.slice(i, i + 25).map(async (photo) => {
        const res = await fetch(photo.thumbnails.find((th) => th.id === '300')?.url ?? '');
        expect(res.status).toBe(200);
        return (await sharp(Buffer.from(await res.arrayBuffer())).stats()).entropy;
      });
      entropies.push(...(await Promise.all(batch)));
    }
    entropies.sort((a, b) => a - b);
    expect(entropies[0]).toBeGreaterThan(5);
    expect(entropies[Math.floor(entropies.length / 2)]).toBeGreaterThan(6.8);

    // IMG_1097.jpg was stored turned with EXIF Orientation 6: a landscape once upright.
    const sideways = images.find((p) => p.localFileName === 'IMG_1097.jpg');
    expect(sideways?.visibleWidth).toBeGreaterThan(sideways?.visibleHeight ?? Infinity);
    expect(sideways?.thumbnails.find((th) => th.id === '300')).toMatchObject({ width: 300, height: 225 });
  });

  it('gives other@example.com 5 photos', async () => {
    expect(await json(t, await signIn('other@example.com'), '/users')).toEqual({ photosCount: 5 });
  });

  it('does not seed again on the next start', async () => {
    const token = await signIn('customer@example.com');
    const before = await json<{ photosCount: number }>(t, token, '/users');
    const port = portOf(t);
    await t.platform.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    t = await startTestPlatform({ dataDir, port, seedPhotos: true });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await json(t, token, '/users')).toEqual(before);
  });
});
