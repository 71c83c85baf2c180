import type { Locator, Page } from '@playwright/test';

/**
 * A saved project's delete link, going through the pages (ten a page) until it shows: other
 * specs delete projects of the same demo customer, so a project's page can move.
 */
export async function findDeleteLink(page: Page, name: string): Promise<Locator> {
  for (let n = 1; n <= 3; n += 1) {
    await page.goto(n === 1 ? '/saved-projects' : `/saved-projects?page=${n}`);
    const link = page.getByRole('link', { name: `Delete project ${name}`, exact: true });
    if (await link.count()) return link;
  }
  throw new Error(`project ${name} not found`);
}
