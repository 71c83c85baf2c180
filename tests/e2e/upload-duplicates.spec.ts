import path from 'node:path';
import type { Page } from '@playwright/test';
import { libraryIds } from './album-page-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { ROOT_DIR } from './support/env';
import { createAlbumByPost, uniqueName } from './support/albums';
import { freshLibrary } from './support/library';
import { expect, freshContextCookies, test } from './support/sign-in';

// The same file uploaded twice leaves one photo, and the upload says 'Already in your library'
// with a link to that photo's preview (decision 2611), with JavaScript (the island's per-file
// results) and without (the form's result page).

const photo = path.join(ROOT_DIR, 'tests', 'fixtures', 'photo.jpg');
const jsOn = () => !test.info().project.name.startsWith('no-js');

async function uploadOnce(page: Page, files: string[]) {
  await page.goto('/my-photos/photos/upload');
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await dialog.getByLabel('Photos to upload').setInputFiles(files);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}

// The three checks, one step each, each on a fresh library of its own (they count its photos):
// before each later step the context's cookies are a new context's again, so it signs in
// its own account as its former test did. The album step, which makes an album, last.
test('an upload of a file already in the library adds no copy: uploaded again, twice in one upload, into an album @no-js', async ({ page }) => {
  test.setTimeout(90_000); // the three former tests' budgets: 30 s each

  await test.step('uploading the same file twice leaves one photo and says it is already in the library, with a link to it', async () => {
    await freshLibrary(page, []);
    const first = await uploadOnce(page, [photo]);
    await expect(first.getByText('1 added, 0 not added')).toBeVisible({ timeout: 30_000 });
    const [id] = await libraryIds(page);

    const again = await uploadOnce(page, [photo]);
    await expect(again.getByText('0 added, 0 not added. 1 already in your library')).toBeVisible({ timeout: 30_000 });
    const link = again.getByRole('link', { name: 'Already in your library' });
    await expect(link).toHaveAttribute('href', `/my-photos/photos/preview/${id}`);
    expect(await libraryIds(page)).toEqual([id]);
    if (jsOn()) await expectNoAxeViolations(page);
    else await expectNoAxeViolationsWithoutJs(page);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${id}$`));
    await expect(page.locator('.viewer__stage img')).toBeVisible();
  });

  await test.step('the same file twice in one upload is added once', async () => {
    await freshContextCookies(page.context());
    await freshLibrary(page, []);
    const dialog = await uploadOnce(page, [photo, photo]);
    // With JavaScript each file goes on its own (the second finds the first); without, one request.
    await expect(dialog.getByText('1 added, 0 not added. 1 already in your library')).toBeVisible({ timeout: 30_000 });
    expect(await libraryIds(page)).toHaveLength(1);
  });

  await test.step('into an album, a file already in the library adds that photo to the album, not a copy', async () => {
    await freshContextCookies(page.context());
    await freshLibrary(page, []);
    await expect((await uploadOnce(page, [photo])).getByText('1 added, 0 not added')).toBeVisible({ timeout: 30_000 });
    const [id] = await libraryIds(page);
    const name = uniqueName('Twice');
    const albumId = await createAlbumByPost(page, name);
    await page.goto(`/my-photos/albums/${albumId}`);
    await page.getByRole('link', { name: 'Add photos' }).click();
    const dialog = page.getByRole('dialog', { name: `Add photos to ${name}` });
    await dialog.getByLabel('Photos to upload').setInputFiles([photo]);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByText('1 already in your library')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('link', { name: 'Done' }).click();
    await expect(page.locator('#album-photos .tile__link')).toHaveCount(1);
    expect(await libraryIds(page)).toEqual([id]);
  });
});
