/** The demo seed's albums and shared albums (platform/seed/albums.ts), on a platform with the demo accounts. */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../platform/seed/demo-accounts';
import { openDatabase } from '../../platform/db/open';
import { seedDemoAlbums } from '../../platform/seed/albums';
import { signInOverHttp } from '../support/oidc-http';
import { makeJpeg, upload } from '../support/photo-library';
import type { Album, SharedAlbum, SharedPhoto } from '../support/sharing';
import { removeDataDir, startTestPlatform } from '../support/test-platform';

describe('the demo seed', () => {
  it('gives the demo customers albums and shared albums once, from their photos, without touching the libraries', async () => {
    const seededPlatform = await startTestPlatform({ seed: true, seedPhotos: false });
    try {
      const signIn = async (email: string) => (await signInOverHttp({ ...seededPlatform.client, email, password: DEMO_PASSWORD })).accessToken;
      const customerToken = await signIn('customer@example.com');
      const otherToken = await signIn('other@example.com');
      const put = async (token: string, count: number, offset: number) => {
        for (let start = 0; start < count; start += 50) {
          const files = await Promise.all(
            Array.from({ length: Math.min(50, count - start) }, async (_, i) => ({
              name: `seed-${start + i}.jpg`,
              data: await makeJpeg(`2023:${String(((start + i) % 12) + 1).padStart(2, '0')}:${String(((start + i) % 28) + 1).padStart(2, '0')} 10:00:${String(offset).padStart(2, '0')}`),
            })),
          );
          await upload(seededPlatform, token, files);
        }
      };
      const { db, close } = await openDatabase(seededPlatform.dataDir);
      try {
        expect(await seedDemoAlbums(db)).toBe(0); // no photos yet: nothing, and no flag
        await put(customerToken, 51, 1);
        await put(otherToken, 5, 2);
        expect(await seedDemoAlbums(db)).toBe(7);
        expect(await seedDemoAlbums(db)).toBe(0);
      } finally {
        await close();
      }
      const get = async <T,>(token: string, base: string, pathname: string): Promise<T> => {
        const res = await fetch(`${seededPlatform.platform.origin}/${base}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
        return (await res.json()) as T;
      };
      const own = await get<{ albums: Album[] }>(customerToken, 'photo-api', '/albums');
      expect(own.albums.map((a) => [a.albumName, a.photosCount])).toEqual([
        ['Photo book ideas', 0],
        ['Summer holiday', 12],
        ['Family', 30],
      ]);
      const shared = await get<{ albums: SharedAlbum[] }>(customerToken, 'sharing-api', '/shared-albums');
      expect(shared.albums.map((a) => [a.albumName, a.owner.email, a.photosCount])).toEqual([
        ["Robin's garden", 'other@example.com', 4],
        ['Weekend in Lisbon', 'customer@example.com', 8],
        ['Office party', 'business@example.com', 0],
        ['Birthday party', 'customer@example.com', 2],
      ]);
      const lisbon = shared.albums[1] as SharedAlbum;
      expect(await get(customerToken, 'sharing-api', `/shared-albums/${lisbon.albumId}/participants`)).toEqual({
        participants: [{ email: 'business@example.com' }, { email: 'other@example.com' }], // joined together: by e-mail
      });
      const lisbonPhotos = await get<{ images: SharedPhoto[] }>(otherToken, 'sharing-api', `/shared-albums/${lisbon.albumId}/photos`);
      expect(lisbonPhotos.images.filter((p) => p.ownerId !== lisbon.ownerId)).toHaveLength(2);
      expect((await get<{ photosCount: number }>(customerToken, 'photo-api', '/users')).photosCount).toBe(51);
    } finally {
      await seededPlatform.platform.close();
      removeDataDir(seededPlatform.dataDir);
    }
  });
});
