import { test } from '@playwright/test';
import { Browse } from './browse';
import { engineCustomer, FIRST_MONTH_PHOTOS, OLDER_MONTHS, type EngineCustomer } from './customer';
import type { EngineDriver } from './driver';
import { addressFixed, emailChange, orders, signIn } from './tasks-account';
import { copyToNewAlbum, deleteOne, downloadZip, photoDetails, previewAndNext, renameAlbum, restoreFromBin, timeline, upload } from './tasks-photos';

/**
 * The customer tasks in one engine (decision 2300). Playwright schedules and
 * reports them; its own browser is not used (no `page` fixture): the engine is launched here,
 * once per worker, and a fresh customer signs in on the identity provider's page before the
 * flows run in order in that one session. A failed flow does not stop the next: Playwright
 * moves on in a new worker, which launches the engine and signs in a new customer again.
 */
export function engineTasks(engine: string, launch: () => Promise<EngineDriver>): void {
  test.describe.configure({ mode: 'default', timeout: 60_000 });
  let b: Browse;
  let who: EngineCustomer;
  const photos = FIRST_MONTH_PHOTOS + OLDER_MONTHS;

  test.beforeAll(async () => {
    who = await engineCustomer(engine);
    b = new Browse(await launch());
    await signIn(b, who);
  });
  test.afterAll(async () => {
    await b?.driver.close();
  });
  test.afterEach(async () => {
    await b.noScriptsRan();
    await b.noUncaughtErrors();
  });

  test(`${engine}: the timeline, a preview and Next, its details, copy to a new album, its rename, delete and restore from Recently deleted`, async () => {
    await timeline(b, photos);
    await previewAndNext(b, photos);
    await photoDetails(b);
    await copyToNewAlbum(b, `Trip ${engine}`);
    await renameAlbum(b, `Trip ${engine}`, `Holiday ${engine}`);
    await deleteOne(b, photos);
    await restoreFromBin(b, photos);
  });

  test(`${engine}: a selection downloaded as a zip, an upload`, async () => {
    await downloadZip(b, who.photoNames);
    await upload(b, photos);
  });

  test(`${engine}: orders, an address fixed after an error, settings and an e-mail change`, async () => {
    await orders(b, who);
    await addressFixed(b);
    await emailChange(b, who);
  });
}
