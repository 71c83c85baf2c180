import fs from 'node:fs';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { accountId, dates, freshAlbum, libraryIds, platform, secondPage, shareInDb } from './album-page-helpers';
import { APP_URL } from './support/env';
import { freshLibrary, saveSinglePhoto, waitForZip } from './support/library';
import { expect, test } from './support/sign-in';
import { zipEntryNames as zipEntries } from '../support/zip';

// Decision 0628: what a shared album lets its members do — download (single and zip, any member's
// photos) and Delete album (owner: gone for everyone; participant: gone for them with the
// photos they put in, their library intact). Each test shares an album of its own between two
// fresh accounts (in the database, as the seed does: there is no API for sharing), so the
// seeded shared albums other specs read stay as they are.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');

/**
 * Owner (the test's page) with 2 photos in a new album, shared with a participant (a second
 * page) who put 1 of their 2 photos in it. The participant's photo is named photo-2.jpg.
 */
async function sharedPair(page: Page, browser: Browser, info: TestInfo) {
  const album = await freshAlbum(page, dates(2), { prefix: 'Shared' });
  const other = await secondPage(browser, info);
  await freshLibrary(other.page, ['2022:01:01 10:00:00', '2022:01:02 10:00:00']);
  const theirs = await libraryIds(other.page);
  await shareInDb(album.albumId, [{ accountId: await accountId(other.page), photoIds: [theirs[1]!] }]);
  return { album, other, theirs, shared: `/my-photos/shared-albums/${album.albumId}` };
}

// A participant's checks share one pair: downloads and the refused removal change nothing, so
// they come before the participant's delete; the owner's delete has a pair of its own.
test('a participant: downloads, a refused removal, then Delete album takes it from them only @no-js', async ({ page, browser, scriptsBlocked }, info) => {
  test.setTimeout(180_000);
  const { album, other, theirs, shared } = await sharedPair(page, browser, info);
  try {
    const p = other.page;
    await test.step('a participant downloads the owner’s and their own photos as a zip', async () => {
      await p.goto(shared);
      await expect(p.getByRole('region', { name: 'Shared albums are no longer supported' })).toContainText(`Shared by `);
      await expect(p.locator('#album-photos .tile__link')).toHaveCount(3);
      await p.getByRole('link', { name: 'Select photos' }).click();
      // The owner's first photo (photo-1.jpg) and the participant's own (photo-2.jpg).
      await p.locator(`#select-${album.photos[0]}`).check();
      await p.locator(`#select-${theirs[1]}`).check();
      let download;
      if (jsOn(info)) {
        const downloading = p.waitForEvent('download', { timeout: 30_000 });
        await p.getByRole('button', { name: 'Download', exact: true }).click();
        await expect(p.getByRole('dialog', { name: 'Download' }).getByRole('progressbar', { name: 'Zip file progress' })).toBeVisible();
        download = await downloading;
      } else {
        await p.getByRole('button', { name: 'Download', exact: true }).click();
        // The shared-album multiple download modal.
        await expect(p).toHaveURL(/\/shared-albums\/[^/]+\/download\?.*archive=/);
        const dialog = p.getByRole('dialog', { name: 'Download' });
        const link = dialog.getByRole('link', { name: 'Download the zip file' });
        await waitForZip(dialog, link, scriptsBlocked);
        const downloading = p.waitForEvent('download');
        await link.click();
        download = await downloading;
      }
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      expect(zipEntries(fs.readFileSync((await download.path())!)).sort()).toEqual(['photo-1.jpg', 'photo-2.jpg']);
    });
    await test.step('one photo of another member downloads under its own name', async () => {
      await p.goto(`${shared}?select=1`);
      await p.locator(`#select-${album.photos[1]}`).check();
      // In the single download modal (decision 1982); once closed, selection mode has ended (decision 1990).
      const download = await saveSinglePhoto(p, () => p.getByRole('button', { name: 'Download', exact: true }).click(), scriptsBlocked);
      expect(download.suggestedFilename()).toBe('photo-2.jpg');
      expect(fs.readFileSync((await download.path())!).subarray(0, 2).toString('hex')).toBe('ffd8');
      const dialog = p.getByRole('dialog', { name: 'Download' });
      await dialog.getByRole('link', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(p).not.toHaveURL(/[?&]select=1/);
      await expect(p.getByRole('checkbox')).toHaveCount(0);
      // A photo that is not in the album is not served, whoever owns it.
      const res = await p.request.get(`${shared}/download/00000000-0000-4000-8000-000000000000`);
      expect(res.status()).toBe(404);
    });
    await test.step('removing from a shared album is refused, by either route, and changes nothing', async () => {
      const headers = { Origin: APP_URL };
      // The own-album route sends a shared album to its shared page, before anything is done.
      const own = await p.request.post(`/my-photos/albums/${album.albumId}/remove?select=1&ids=${album.photos[0]}`, { headers, maxRedirects: 0 });
      expect(own.status()).toBe(302);
      expect(own.headers()['location']).toBe(shared);
      // The shared page's form knows no 'remove': it only keeps the selection.
      const form = { intent: 'remove', mode: 'client', photoIds: album.photos[0]! };
      const mine = await p.request.post(shared, { form, headers, maxRedirects: 0 });
      expect(mine.status()).toBe(303);
      expect(mine.headers()['location']).not.toContain('/remove');
      const answer = await platform(page, 'GET', 'photo-api', `/albums/${album.albumId}/photos?limit=10`);
      expect(((await answer.json()) as { images: unknown[] }).images).toHaveLength(3);
    });
    await test.step('a participant deletes the shared album: gone for them with their photo, their library intact', async () => {
      await p.goto(shared);
      await p.getByRole('link', { name: 'Delete album' }).click();
      const dialog = p.getByRole('dialog', { name: 'Delete album' });
      await expect(dialog).toContainText(`Remove the shared album ${album.name} from your albums?`);
      await dialog.getByRole('button', { name: 'Delete album' }).click();
      await expect(p).toHaveURL(/\/my-photos\/albums$/);
      await expect(p.getByRole('main').getByText(`Album ${album.name} deleted`)).toBeVisible();
      expect((await p.goto(shared))?.status()).toBe(404);
      expect(await libraryIds(p)).toEqual(theirs);
      // The owner still has it, without the participant's photo.
      await page.goto(shared);
      await expect(page.locator('#album-photos .tile__link')).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'Shared with 0 people' })).toBeVisible();
    });
  } finally {
    await other.close();
  }
});

test('the owner deletes the shared album: gone for everyone, photos stay @no-js', async ({ page, browser }, info) => {
  const { album, other, theirs, shared } = await sharedPair(page, browser, info);
  try {
    await page.goto(shared);
    await page.getByRole('link', { name: 'Delete album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete album' });
    await expect(dialog).toContainText(`Delete the shared album ${album.name}? It will be gone for everyone it is shared with.`);
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(page).toHaveURL(/\/my-photos\/albums$/);
    expect((await page.goto(shared))?.status()).toBe(404);
    expect((await other.page.goto(shared))?.status()).toBe(404);
    expect(await libraryIds(page)).toEqual(album.photos);
    expect(await libraryIds(other.page)).toEqual(theirs);
  } finally {
    await other.close();
  }
});
