import type { Page } from '@playwright/test';

/** Holds the app's script files until the answer is called: the page as it is before hydration. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
