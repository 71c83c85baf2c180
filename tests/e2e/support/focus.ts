import { test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { startSelection } from './library';
import { expect } from './sign-in';

/** Whether the running project has JavaScript on. */
export const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** What has focus, for a failure message: 'body', or the start of the element's HTML. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'body';
    return el.outerHTML.slice(0, 160);
  });
}

/**
 * Focus is on `target` — never left on <body> (WCAG 2.4.3; docs/focus-policy.md). Polls: the
 * result may take focus a moment after the page has changed.
 */
export async function expectFocusOn(page: Page, target: Locator, what: string): Promise<void> {
  await expect.poll(() => focusedElement(page), { message: `focus after ${what} is not on <body>` }).not.toBe('body');
  await expect(target, `focus after ${what}: ${await focusedElement(page)}`).toBeFocused();
}

/** The page's persistent status region: inside main, role=status (docs/focus-policy.md). */
export const pageStatus = (page: Page) => page.getByRole('main').locator('#page-status');

/** Presses Tab until `target` has focus (at most `max` times): the keyboard way to a control. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab reached it within ${max} presses`).toBeFocused();
}

/** Selection mode: the first `count` photos ticked with Space, then the toolbar button `#sel-<intent>` pressed with Enter. */
export async function selectAndPress(page: Page, count: number, intent: 'delete' | 'copy'): Promise<void> {
  await startSelection(page);
  await hydrated(page, '.tile__check');
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  for (let i = 0; i < count; i += 1) {
    await boxes.nth(i).focus();
    await page.keyboard.press('Space');
  }
  await page.locator(`#sel-${intent}`).focus();
  await page.keyboard.press('Enter');
}

/** In the open delete confirmation: Tab from Cancel to Delete, Enter. */
export async function confirmDeleteByKeyboard(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }), 6);
  await page.keyboard.press('Enter');
}

/** In the open Copy to album modal: the album `name` chosen with Space, Tab to the submit, Enter. */
export async function copyIntoByKeyboard(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(`^${name}`) }).focus();
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Copy to album' }), 10);
  await page.keyboard.press('Enter');
}
