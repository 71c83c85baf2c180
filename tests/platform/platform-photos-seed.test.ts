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
