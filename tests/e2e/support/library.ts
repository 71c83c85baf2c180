import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, PASSWORD } from '../../support/photo-library';
import { seedPhotos } from '../../support/seed-photos';
import { DATA_DIR } from './env';
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

export const photosTab = (page: Page) => page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /^Photos/ });

export async function startSelection(page: Page) {
  await page.goto('/my-photos/photos?select=1');
  await expect(page.getByRole('toolbar', { name: 'Actions for the selected photos' })).toBeVisible();
}

