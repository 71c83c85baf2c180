import path from 'node:path';
import { expect } from '@playwright/test';
import { zipEntryNames } from '../../support/zip';
import { APP_URL, ROOT_DIR } from '../support/env';
import type { Browse } from './browse';
import { FIRST_MONTH_PHOTOS, OLDER_MONTHS } from './customer';
import type { Target } from './in-page';

/** The photo library's tasks, for any engine (photo-library spec): each starts from a page of its own. */

const OLDEST_MONTH = '#m-2023-5';
const tabs: Target = { css: 'nav[aria-label="Photo library"]' };
const library = (n: number): Target => ({ role: 'link', name: `Photos (${n})`, within: tabs });
const box = (nth: number): Target => ({ role: 'checkbox', name: /^Select /, nth });
const dialog = (name: string): Target => ({ role: 'dialog', name });
const inDialog = (name: string, t: Target): Target => ({ ...t, within: dialog(name) });
const main: Target = { css: 'main' };

/** The timeline: hydrated with JavaScript, and the oldest month loads once scrolled near (its link without JavaScript). */
export async function timeline(b: Browse, photos: number): Promise<void> {
  await b.goto('/my-photos/photos');
  await b.see({ role: 'heading', name: 'My photos' });
  await b.see(library(photos));
  await b.seeCount({ css: '.tile__link', within: { css: '#m-2024-3' } }, FIRST_MONTH_PHOTOS);
  await b.seeCount({ css: '.month__heading' }, 1 + OLDER_MONTHS);
  // The oldest month is far below the first view: not loaded yet.
  await b.seeCount({ css: '.tile__link', within: { css: OLDEST_MONTH } }, 0);
  if (b.js) {
    await b.hydrated();
    await b.driver.run((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), OLDEST_MONTH);
  } else {
    await b.click({ role: 'link', name: /^Load this month/, within: { css: OLDEST_MONTH } });
    await b.seeUrl(/\?month=2023%2F5/);
  }
  await b.see({ css: '.tile__link', within: { css: OLDEST_MONTH } });
  await b.see({ role: 'heading', name: 'May 2023' });
}

/** The preview of the newest photo, then Next. */
export async function previewAndNext(b: Browse, photos: number): Promise<void> {
  await b.goto('/my-photos/photos');
  await b.hydrated();
  await b.click({ css: '.tile__link' });
  await b.seeUrl(/\/my-photos\/photos\/preview\/[^?]+$/);
  await b.see({ role: 'status', name: `1 of ${photos}` });
  await b.click({ role: 'link', name: 'Next photo' });
  await b.see({ role: 'status', name: `2 of ${photos}` });
  await b.seeUrl(/\/my-photos\/photos\/preview\/[^?]+$/);
}

/** Selection mode with the first `n` photos ticked (and, with JavaScript, counted). */
async function select(b: Browse, n: number): Promise<void> {
  await b.goto('/my-photos/photos?select=1');
  await b.see({ css: '[role=toolbar][aria-label="Actions for the selected photos"]' });
  await b.hydrated();
  for (let i = 0; i < n; i += 1) await b.check(box(i));
  if (b.js) await b.see({ role: 'status', name: `${n} selected` });
}

/** Two photos copied into a new album named `name`, made in the same go (the account has no album yet). */
export async function copyToNewAlbum(b: Browse, name: string): Promise<void> {
  await select(b, 2);
  await b.click({ role: 'button', name: 'Copy to album' });
  await b.seeText('2 photos selected', dialog('Copy to album'));
  await b.seeUrl(/\/my-photos\/photos\/copy\?/);
  await b.fill(inDialog('Copy to album', { role: 'field', name: 'Album name' }), name);
  await b.enhanced(async () => {
    await b.click(inDialog('Copy to album', { role: 'button', name: 'Copy to album' }));
    await b.seeText(`2 photos copied to ${name}`, main);
  });
  await b.seeCount({ css: '[role=toolbar]' }, 0);
  await b.see({ role: 'link', name: 'Albums (1)', within: tabs });
}

/** The album found in the albums list, renamed on its page. */
export async function renameAlbum(b: Browse, from: string, to: string): Promise<void> {
  await b.goto('/my-photos/albums');
  await b.hydrated();
  await b.click({ css: '.album-card__link', name: new RegExp(`^${from}\\s+2 photos$`) });
  await b.see({ role: 'heading', name: from });
  await b.click({ role: 'summary', name: 'Rename album' });
  await b.fill({ role: 'field', name: 'Album name' }, to);
  await b.enhanced(async () => {
    await b.click({ role: 'button', name: 'Save name' });
    await b.seeText('Album name saved', main);
  });
  await b.see({ role: 'heading', name: to });
}

/** One photo deleted from selection mode, through its confirmation. */
export async function deleteOne(b: Browse, photos: number): Promise<void> {
  await select(b, 1);
  await b.click({ role: 'button', name: 'Delete' });
  await b.seeText('Move 1 photo to Recently deleted?', dialog('Delete selected photos'));
  await b.enhanced(async () => {
    await b.click(inDialog('Delete selected photos', { role: 'button', name: 'Delete' }));
    await b.seeText('1 photo moved to Recently deleted', main);
  });
  await b.see(library(photos - 1));
}

/** Three photos downloaded as a zip: the modal says it is ready; its link gives the three photos. */
export async function downloadZip(b: Browse, names: string[]): Promise<void> {
  await select(b, 3);
  await b.click({ role: 'button', name: 'Download' });
  // Without JavaScript the modal asks again every 3 s until the zip file is ready.
  await b.seeText('Your zip file is ready', dialog('Download'), 20_000);
  const href = await b.href(inDialog('Download', { role: 'link', name: 'Download the zip file' }));
  const res = await fetch(new URL(href, APP_URL), { headers: { Cookie: await b.driver.cookieHeader() } });
  expect(res.status, `the zip file at ${href}`).toBe(200);
  const entries = zipEntryNames(Buffer.from(await res.arrayBuffer()));
  expect(entries).toHaveLength(3);
  for (const entry of entries) expect(names).toContain(entry);
  await b.click(inDialog('Download', { role: 'link', name: 'Close' }));
  await b.seeCount(dialog('Download'), 0);
  await b.seeCount({ css: '[role=toolbar]' }, 0);
}

/** A JPEG uploaded through the upload dialog: one more photo. */
export async function upload(b: Browse, photos: number): Promise<void> {
  await b.goto('/my-photos/photos');
  await b.hydrated();
  await b.click({ role: 'link', name: 'Add photos' });
  await b.seeUrl(/\/my-photos\/photos\/upload$/);
  await b.setFiles(inDialog('Upload photos', { role: 'field', name: 'Photos to upload' }), [path.join(ROOT_DIR, 'tests', 'fixtures', 'photo.jpg')]);
  await b.enhanced(async () => {
    await b.click(inDialog('Upload photos', { role: 'button', name: 'Upload' }));
    await b.seeText('1 added, 0 not added', dialog('Upload photos'), 30_000);
  });
  await b.click(inDialog('Upload photos', { role: 'link', name: 'Done' }));
  await b.seeUrl(/\/my-photos\/photos$/);
  await b.see(library(photos + 1));
}

/** The photo deleteOne moved to Recently deleted, restored from there: the library counts it again. */
export async function restoreFromBin(b: Browse, photos: number): Promise<void> {
  await b.goto('/my-photos/recently-deleted');
  await b.see({ role: 'heading', name: 'Recently deleted' });
  await b.hydrated();
  await b.enhanced(async () => {
    await b.click({ role: 'button', name: /^Restore /, within: { css: '.bin-grid' } });
    await b.seeText('1 photo restored', main);
  });
  await b.goto('/my-photos/photos');
  await b.see(library(photos));
}

/** The preview's photo details: a toggle with JavaScript, a disclosure without; the photo's pixels and print sizes. */
export async function photoDetails(b: Browse): Promise<void> {
  await b.goto('/my-photos/photos');
  await b.hydrated();
  await b.click({ css: '.tile__link' });
  await b.seeUrl(/\/my-photos\/photos\/preview\/[^?]+$/);
  await b.click({ css: '.photo-info__toggle' });
  await b.seeText(/pixels/, { css: '.photo-info__panel' });
  await b.seeText('Print sizes', { css: '.photo-info__panel' });
}
