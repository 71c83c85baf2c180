import { test, type Page } from '@playwright/test';

/**
 * With JavaScript, waits until React owns the element `selector` finds (its DOM node carries
 * React's internal keys): a click before that acts natively — a form posts, a link navigates.
 * In the no-js project it returns at once.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__react')), selector);
}
