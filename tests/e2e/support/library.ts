import { randomUUID } from 'node:crypto';
import type { Download, Locator, Page } from '@playwright/test';
import { createAccount, makeJpeg, PASSWORD } from '../../support/photo-library';
import { seedPhotos } from '../../support/seed-photos';
import { APP_URL, DATA_DIR } from './env';
import { expect, openSignedIn } from './sign-in';

/** A fresh account, signed in, with photos taken on the given dates ('2023:01:15 10:00:00'). */
export async function freshLibrary(page: Page, dates: string[]): Promise<string[]> {
  return (await freshLibraryAccount(page, dates)).names;
}

/**
 * freshLibrary, with the account's id (for rows a test puts into the platform's database). The
 * photos are seeded through the platform's store (tests/support/seed-photos.ts) before the
 * account signs in, named photo-1.jpg, photo-2.jpg, … in upload order; uploading itself is
 * tested by photos-upload.spec.ts and the platform's upload tests.
 */
export async function freshLibraryAccount(page: Page, dates: string[]): Promise<{ id: string; names: string[] }> {
  const email = `sel-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createAccount(DATA_DIR, email);
  const names = dates.map((_, i) => `photo-${i + 1}.jpg`);
  await seedPhotos(DATA_DIR, id, dates.map((date, i) => ({ date, name: names[i]! })));
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  return { id, names };
}

/**
 * Uploads photos taken on `dates` for the signed-in customer, by HTTP; answers their file names.
 * Each is a small flat JPEG unless `make` makes it (e.g. a demo photograph, decision 2485).
 */
export async function uploadPhotos(page: Page, dates: string[], make?: (date: string, i: number) => Promise<Buffer>): Promise<string[]> {
  const names: string[] = [];
  for (const [i, date] of dates.entries()) {
    const form = new FormData();
    const name = `photo-${i + 1}.jpg`;
    const bytes = make ? await make(date, i) : await makeJpeg(date, { width: 64, height: 48 }, (i * 37) % 360);
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
    const res = await page.request.post('/my-photos/photos/upload/file', { multipart: form, headers: { Origin: APP_URL } });
    expect(res.ok(), await res.text()).toBe(true);
    names.push(name);
  }
  return names;
}

export const photosTab = (page: Page) => page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /^Photos/ });

export async function startSelection(page: Page) {
  await page.goto('/my-photos/photos?select=1');
  await expect(page.getByRole('toolbar', { name: 'Actions for the selected photos' })).toBeVisible();
}


/**
 * Saves the photo of the single download modal that `open` brings up, without JavaScript: the
 * modal opens the file itself; where JavaScript is on but its scripts failed (the
 * no-js-scripts-blocked project) nothing opens it and nothing says it is downloading, so the
 * customer uses the modal's Download link.
 */
export async function saveSinglePhoto(page: Page, open: () => Promise<void>, scriptsBlocked: boolean): Promise<Download> {
  const dialog = page.getByRole('dialog', { name: 'Download' });
  const downloading = page.waitForEvent('download');
  await open();
  if (scriptsBlocked) {
    const link = dialog.getByRole('link', { name: 'Download', exact: true });
    await expect(link).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await link.click();
  } else {
    await expect(dialog.getByRole('status')).toHaveText('Downloading photos');
  }
  return downloading;
}

/**
 * Waits until the pending zip modal offers `link`: without JavaScript it asks again every 3 s by
 * itself; where the scripts failed the customer asks again with its Refresh link.
 */
export async function waitForZip(dialog: Locator, link: Locator, scriptsBlocked: boolean): Promise<void> {
  if (!scriptsBlocked) return expect(link).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    // The page whole first (a refresh may still be arriving); a click that finds no Refresh (the
    // zip file became ready meanwhile) gives up soon, so the next round looks again.
    await dialog.page().waitForLoadState();
    if (await link.isVisible()) return;
    await dialog.getByRole('link', { name: 'Refresh' }).click({ timeout: 2_000 });
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
