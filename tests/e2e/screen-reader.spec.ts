import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount, PASSWORD } from '../support/photo-library';
import { createAlbumByPost } from './support/albums';
import { DATA_DIR, IDP_URL, ROOT_DIR, STORAGE_STATE } from './support/env';
import { hydrated } from './support/hydration';
import { freshLibrary, startSelection, waitForZip } from './support/library';
import { addOrder, ownAccount } from './support/own-account';
import { arrival, expectInOrder, heard, listen, read, scriptsOff, Transcript } from './support/screen-reader';
import { signInFresh, uniqueEmail } from './support/settings-accounts';
import { expect, test } from './support/sign-in';

// A scripted screen-reader pass (docs/focus-policy.md) of the 12 customer tasks. In each task the
// virtual screen reader (support/screen-reader.ts) reads the page where it matters — the page on
// arrival (its title, then what has focus), the first items of its content — and listens while
// the task's actions happen (what takes focus, what live regions announce). Playwright does the
// clicking and typing where the speech is not the point. Each task's spoken log is kept as a
// reviewed snapshot, one text file per task and project:
//
//   tests/e2e/__snapshots__/screen-reader.spec.ts/<js|no-js-scripts-blocked>/<task>.txt
//
// and the key announcements are asserted in order. After an intended change to what is spoken:
//
//   npm run build && npx playwright test tests/e2e/screen-reader.spec.ts --project=js --project=no-js-scripts-blocked --update-snapshots
//
// and review the files' diff. The no-js-scripts-blocked project runs the same tasks with
// JavaScript on and every script file aborted (support/screen-reader.ts, `scriptsOff`): the
// server's HTML only, in which Playwright can still run the reader (not in no-js, where it
// cannot). Every mutation happens in an account of the test's own;
// ids and the random part of addresses are normalised (`normalise`).

/** Photos on fixed dates in three months: the timeline's sections and names never move. */
const DATES = ['2023:03:06 10:00:00', '2023:03:05 09:30:00', '2023:02:14 12:00:00', '2023:01:12 18:15:00'];

/** Waits until the app's scripts own the page (with JavaScript), so a click is handled in place. */
async function ready(page: Page, selector = 'main'): Promise<void> {
  if (!scriptsOff()) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-js'));
    await hydrated(page, selector);
  }
}

/**
 * Does `act` and answers what was said. With JavaScript: what the reader heard from just before
 * `act` until it said `until` (focus moves and live regions). Scripts off, each action is a new
 * page: what it says on arrival (title, focus), once that says `until`.
 */
async function after(page: Page, act: () => Promise<void>, until: string | RegExp): Promise<string[]> {
  if (!scriptsOff()) {
    await listen(page);
    await act();
    return heard(page, until);
  }
  await act();
  const says = (p: string) => (typeof until === 'string' ? p.includes(until) : until.test(p));
  let spoken: string[] = [];
  await expect
    .poll(
      async () => {
        await page.waitForLoadState();
        spoken = await arrival(page).catch(() => []);
        return spoken.some(says) || spoken;
      },
      { message: `the new page should say ${String(until)} on arrival (received: what it says)` },
    )
    .toBe(true);
  return spoken;
}

/** What a page loaded by its address says on arrival (title, focus), JavaScript on or off. */
async function arrived(page: Page): Promise<string[]> {
  await page.waitForLoadState();
  return arrival(page);
}

test.describe('signed out', () => {
  test('sign in: the provider page, a wrong password, then the library @no-js', async ({ page }) => {
    const t = new Transcript();
    const email = uniqueEmail('sr-sign-in');
    await createAccount(DATA_DIR, email);
    await page.goto('/my-photos/photos');
    await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
    t.add('the sign-in page', [...(await arrival(page)), ...(await read(page, { selector: 'body', count: 25 }))]);
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    // The provider's pages are server-rendered forms, JavaScript on or off: each submit is a new page.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveTitle('Error: Sign in');
    const refused = t.add('a wrong password', [...(await arrival(page)), ...(await read(page, { selector: '.error-summary, [role=alert]', count: 12 }))]);
    // The summary takes focus on arrival (autofocus: the provider's pages have no script), so it is read first.
    expectInOrder(refused, ['title: Error: Sign in', /^focus: alert, There is a problem/, 'Email address or password is incorrect']);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
    const landed = t.add('signed in: the library', [...(await arrival(page)), ...(await read(page, { count: 6 }))]);
    expectInOrder(landed, ['title: My photos | Keepsake', 'main', 'heading, My photos, level 1']);
    expect(t.text()).toMatchSnapshot('sign-in.txt');
  });
});

test('upload: the dialog, then the result @no-js', async ({ page }) => {
  const t = new Transcript();
  await freshLibrary(page, []);
  await page.goto('/my-photos/photos/upload');
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await ready(page, '#upload-files');
  t.add('the upload dialog', [...(await arrival(page)), ...(await read(page, { selector: 'dialog[open], [role=dialog]', count: 12 }))]);
  await dialog.getByLabel('Photos to upload').setInputFiles(path.join(ROOT_DIR, 'tests/fixtures/photo.jpg'));
  const result = t.add('Upload pressed', await after(page, () => dialog.getByRole('button', { name: 'Upload', exact: true }).click(), /1 added/));
  expectInOrder(result, [/1 added/]);
  expect(t.text()).toMatchSnapshot('upload.txt');
});

test('preview: next, previous, zoom and close @no-js', async ({ page }) => {
  const t = new Transcript();
  await freshLibrary(page, DATES);
  await page.goto('/my-photos/photos');
  await ready(page, '.tile__link');
  const opened = t.add('a photo opened', await after(page, () => page.locator('.tile__link').first().click(), scriptsOff() ? 'title: ' : 'polite: Photo preview'));
  expectInOrder(opened, [scriptsOff() ? 'title: Photo preview' : 'polite: Photo preview | Keepsake']);
  t.add('the preview', await read(page, { selector: 'body', count: 20 }));
  await ready(page, '.viewer__stage');
  // The position ('2 of 4') is a polite live region: with JavaScript it announces the move; without,
  // each move is a new page, and the position is read in its banner.
  const position = async (n: number) => {
    if (!scriptsOff()) return [];
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(`${n} of 4`);
    return read(page, { selector: 'header, [role=banner]', count: 8 });
  };
  const next = t.add('Next photo', [...(await after(page, () => page.getByRole('link', { name: 'Next photo' }).click(), scriptsOff() ? 'title: Photo preview' : /2 of 4/)), ...(await position(2))]);
  expectInOrder(next, [scriptsOff() ? '2 of 4' : 'polite: 2 of 4']);
  const previous = t.add('Previous photo', [...(await after(page, () => page.getByRole('link', { name: 'Previous photo' }).click(), scriptsOff() ? 'title: Photo preview' : /1 of 4/)), ...(await position(1))]);
  expectInOrder(previous, [scriptsOff() ? '1 of 4' : 'polite: 1 of 4']);
  if (!scriptsOff()) {
    // Zoom is the viewer's script: there is no zoom without it.
    const zoomIn = t.add('Zoom in', await after(page, () => page.getByRole('button', { name: 'Zoom in' }).click(), 'Zoom'));
    expectInOrder(zoomIn, ['focus: group, Zoomed photo']);
    t.add('Zoom out', await after(page, () => page.getByRole('button', { name: 'Zoom out' }).click(), /^focus: button, Zoom/));
    const closed = t.add('Escape', await after(page, () => page.keyboard.press('Escape'), /^link, /));
    // Back on the timeline, focus on the photo's tile (its name is the tile's own).
    expectInOrder(closed, ['polite: My photos | Keepsake', /^focus: link, /]);
  } else {
    const closed = t.add('Back', await after(page, () => page.getByRole('link', { name: 'Back' }).click(), /^focus: link, /));
    expectInOrder(closed, ['title: My photos | Keepsake', /^focus: link, /]);
  }
  expect(t.text()).toMatchSnapshot('preview.txt');
});

/** Selection mode with the first `count` photos ticked (the tick itself is not the point here). */
async function selectPhotos(page: Page, count: number, t: Transcript): Promise<void> {
  if (scriptsOff()) {
    await startSelection(page);
  } else {
    await page.goto('/my-photos/photos');
    await ready(page, '#start-selection');
    const started = t.add('Select photos', await after(page, () => page.locator('#start-selection').click(), '0 selected'));
    expectInOrder(started, ['0 selected']);
  }
  await ready(page, '.tile__check');
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  for (let i = 0; i < count - 1; i += 1) await boxes.nth(i).check();
  if (scriptsOff()) {
    await boxes.nth(count - 1).check();
    return;
  }
  const ticked = t.add(`photo ${count} ticked`, await after(page, () => boxes.nth(count - 1).check(), `${count} selected`));
  expectInOrder(ticked, [`polite: ${count} selected`]);
}

test('select 3 and add them to a new album @no-js', async ({ page }) => {
  const t = new Transcript();
  await freshLibrary(page, DATES);
  await selectPhotos(page, 3, t);
  const dialog = page.getByRole('dialog', { name: 'Copy to album' });
  const opened = t.add('Copy to album', await after(page, () => page.locator('#sel-copy').click(), scriptsOff() ? 'title: Copy to album' : 'dialog, Copy to album'));
  await expect(dialog).toBeVisible();
  expectInOrder(opened, [scriptsOff() ? 'title: Copy to album' : /dialog, Copy to album/]);
  t.add('the dialog', await read(page, { selector: 'dialog[open], [role=dialog]', count: 16 }));
  await dialog.getByLabel('Album name').fill('Sea and sky');
  const done = t.add('copied', await after(page, () => dialog.getByRole('button', { name: 'Copy to album' }).click(), '3 photos copied to Sea and sky'));
  expectInOrder(done, [/3 photos copied to Sea and sky/]);
  expect(t.text()).toMatchSnapshot('add-to-new-album.txt');
});

test('delete 2 photos @no-js', async ({ page }) => {
  const t = new Transcript();
  await freshLibrary(page, DATES);
  await selectPhotos(page, 2, t);
  const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
  const opened = t.add('Delete', await after(page, () => page.locator('#sel-delete').click(), scriptsOff() ? 'title: Delete selected photos' : 'dialog, Delete selected photos'));
  await expect(dialog).toBeVisible();
  expectInOrder(opened, [scriptsOff() ? 'title: Delete selected photos' : /dialog, Delete selected photos/]);
  t.add('the dialog', await read(page, { selector: 'dialog[open], [role=dialog]', count: 12 }));
  const done = t.add('confirmed', await after(page, () => dialog.getByRole('button', { name: 'Delete', exact: true }).click(), '2 photos deleted'));
  expectInOrder(done, [scriptsOff() ? 'title: ' : /^(polite: )?/, '2 photos deleted']);
  expect(t.text()).toMatchSnapshot('delete-2.txt');
});

test('download 2 photos as a zip file @no-js', async ({ page }) => {
  const t = new Transcript();
  await freshLibrary(page, DATES);
  await selectPhotos(page, 2, t);
  const dialog = page.getByRole('dialog', { name: 'Download' });
  if (!scriptsOff()) {
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    const heardThen = await after(page, () => page.getByRole('button', { name: 'Download', exact: true }).click(), 'Your zip file is ready');
    // Whether the reader says it enters the dialog before focus lands in it depends on timing;
    // that the dialog is there, and what it announces, does not.
    await expect(dialog).toBeVisible();
    // Whether the dialog opens on 'Preparing download...' (then announced, politely) or already on
    // the ready file (read as the dialog's text: the server's state is kept at hydration) depends
    // on the zip's speed: the snapshot keeps what is heard either way.
    expectInOrder(heardThen, [/^(polite: |dialog, Download, )Your zip file is ready/]);
    t.add('Download', ['Your zip file is ready']);
    await downloading;
  } else {
    const opened = t.add('Download', await after(page, () => page.getByRole('button', { name: 'Download', exact: true }).click(), /^title: /));
    expectInOrder(opened, ['title: Download']);
    // Scripts dropped, the <noscript> refresh is not read: the customer asks again by its link.
    const link = dialog.getByRole('link', { name: 'Download the zip file' });
    await waitForZip(dialog, link, true);
    const ready_ = t.add('ready', await read(page, { selector: 'dialog[open], [role=dialog]', count: 10 }));
    expectInOrder(ready_, ['Your zip file is ready', 'link, Download the zip file']);
  }
  expect(t.text()).toMatchSnapshot('download.txt');
});

test('rename and delete an album @no-js', async ({ page }) => {
  const t = new Transcript();
  await freshLibrary(page, []);
  const id = await createAlbumByPost(page, 'Before the rename');
  await page.goto(`/my-photos/albums/${id}`);
  await ready(page, 'main h1');
  await page.locator('summary', { hasText: 'Rename album' }).click();
  await page.getByLabel('Album name').fill('After the rename');
  const renamed = t.add('renamed', await after(page, () => page.getByLabel('Album name').press('Enter'), 'Album name saved'));
  expectInOrder(renamed, [/Album name saved/]);
  const dialog = page.getByRole('dialog', { name: 'Delete album' });
  const opened = t.add('Delete album', await after(page, () => page.getByRole('link', { name: 'Delete album' }).click(), scriptsOff() ? /^title: Delete album/ : 'dialog, Delete album'));
  await expect(dialog).toBeVisible();
  expectInOrder(opened, [scriptsOff() ? /^title: Delete album/ : 'dialog, Delete album']);
  t.add('the dialog', await read(page, { selector: 'dialog[open], [role=dialog]', count: 12 }));
  const deleted = t.add('deleted', await after(page, () => dialog.getByRole('button', { name: 'Delete album' }).click(), 'Album After the rename deleted'));
  expectInOrder(deleted, [/Album After the rename deleted/]);
  expect(t.text()).toMatchSnapshot('rename-delete-album.txt');
});

test('an address with an error, then saved @no-js', async ({ page }) => {
  const t = new Transcript();
  await signInFresh(page, 'sr-address', { path: '/settings/new-address' });
  await ready(page, 'form.address-form');
  t.add('the form', await read(page, { count: 14 }));
  await page.getByLabel('First name', { exact: true }).fill('Robin');
  await page.getByLabel('Last name', { exact: true }).fill('Taylor');
  await page.getByLabel('Street name', { exact: true }).fill('Kestrel Way');
  await page.getByLabel('Street number', { exact: true }).fill('4');
  await page.getByLabel('Town or city', { exact: true }).fill('London');
  // The postal code left empty.
  const refused = t.add('saved without a postal code', await after(page, () => page.getByRole('button', { name: 'Save address' }).click(), 'There is a problem'));
  expectInOrder(refused, ['There is a problem']);
  const summary = t.add('the error summary', await read(page, { selector: '.error-summary', count: 10 }));
  expectInOrder(summary, ['There is a problem', /link, .*[Pp]ostal/]);
  t.add('the postal code field', await after(page, () => page.locator('.error-summary a').first().click(), /Postal/));
  await page.getByLabel('Postal Code', { exact: true }).fill('SW1A 1AA');
  const saved = t.add('saved', await after(page, () => page.getByRole('button', { name: 'Save address' }).click(), 'Your address has been added.'));
  expectInOrder(saved, ['Your address has been added.']);
  expect(t.text()).toMatchSnapshot('address-error.txt');
});

test('request an e-mail change @no-js', async ({ page }) => {
  const t = new Transcript([[/settings-sr-new-[0-9a-f]{8}@/g, 'settings-sr-new-{random}@']]);
  await signInFresh(page, 'sr-email', { path: '/settings/email' });
  await ready(page, 'main form');
  t.add('the form', await read(page, { count: 12 }));
  await page.getByLabel('New email address').fill(uniqueEmail('sr-new'));
  // Without scripts the result is not focused (docs/focus-policy.md): its arrival is the title only.
  const sent = t.add('Send confirmation link', await after(page, () => page.getByRole('button', { name: 'Send confirmation link' }).click(), scriptsOff() ? 'title: ' : 'Check your inbox'));
  if (!scriptsOff()) expectInOrder(sent, ['heading, Check your inbox']);
  const panel = t.add('the result', await read(page, { count: 10 }));
  expectInOrder(panel, ['Check your inbox', /We have sent an email to settings-sr-new-\{random\}@example\.com/]);
  expect(t.text()).toMatchSnapshot('email-change.txt');
});

test('order details @no-js', async ({ page }) => {
  const t = new Transcript();
  const { id } = await ownAccount(page, `sr-order-${test.info().project.name}@example.com`);
  const code = await addOrder(id, `KS-SR-${test.info().project.name.toUpperCase()}`);
  // Opened by its address, as aria-snapshots.spec.ts does: the order seeded here did not show in
  // /orders' tabs (not looked into; the list is not this task's point).
  await page.goto(`/orders/${code}`);
  await ready(page, 'main h1');
  const opened = t.add('the order opened', await arrived(page));
  expectInOrder(opened, ['title: Order details']);
  const details = t.add('the details', await read(page, { count: 70 }));
  expectInOrder(details, ['heading, Order details, level 1', code, 'Hardcover photo book A4']);
  expect(t.text()).toMatchSnapshot('order-details.txt');
});

test.describe('as the business customer', () => {
  test.use({ storageState: STORAGE_STATE.business });

  test('an invoice PDF @no-js', async ({ page }) => {
    // The demo invoices' dates follow the seeding day.
    const t = new Transcript([[/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/g, '{date}'], [/\b\d{1,2}\/\d{1,2}\/\d{4}\b/g, '{date}']]);
    await page.goto('/invoices');
    await ready(page, 'main h1');
    const list = t.add('the invoices', [...(await arrival(page)), ...(await read(page, { count: 30 }))]);
    expectInOrder(list, ['heading, B2B invoices, level 1', 'table']);
    const link = page.getByRole('link', { name: 'Download PDF (invoice INV-2001)' });
    const downloading = page.waitForEvent('download');
    const spoken = t.add('Download PDF', await after(page, () => link.focus(), 'Download PDF (invoice INV-2001)'));
    expectInOrder(spoken, [/link, Download PDF \(invoice INV-2001\)/]);
    await link.press('Enter');
    expect((await downloading).suggestedFilename()).toBe('invoice_KS-20001.pdf');
    expect(t.text()).toMatchSnapshot('invoice-pdf.txt');
  });
});

test('reach the oldest month @no-js', async ({ page }) => {
  const t = new Transcript();
  await freshLibrary(page, DATES);
  await page.goto('/my-photos/photos');
  await ready(page, '.tile__link');
  if (!scriptsOff()) {
    await page.getByText('Jump to a month', { exact: true }).click();
    const jumps = page.getByRole('navigation', { name: 'Jump to a month' }).getByRole('link');
    // The list is read once it is open (the click opens it; its first link shows it there).
    await expect(jumps.first()).toBeVisible();
    t.add('the jump list', await read(page, { selector: 'nav[aria-label="Jump to a month"]', count: 12 }));
    const landed = t.add('the oldest month', await after(page, () => jumps.last().press('Enter'), 'January 2023'));
    expectInOrder(landed, [/heading, January 2023/]);
  } else {
    const list = t.add('Jump to a month', await after(page, () => page.getByRole('link', { name: 'Jump to a month', exact: true }).click(), 'title: Jump to a month'));
    expectInOrder(list, ['title: Jump to a month']);
    t.add('the jump list', await read(page, { count: 16 }));
    const jumps = page.getByRole('navigation', { name: 'Jump to a month' }).getByRole('link');
    const landed = t.add('the oldest month', await after(page, () => jumps.last().click(), /^fragment: /));
    expectInOrder(landed, ['title: My photos', /^fragment: .*January 2023/]);
  }
  expect(t.text()).toMatchSnapshot('oldest-month.txt');
});
