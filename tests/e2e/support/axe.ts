import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A/AA. Axe's tags do not include each other, so every level is listed. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation, one indented line per element: readable in a test failure. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`);
      return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Scans the page as it is now (axe skips hidden content: open modals and menus first).
 *
 * Legacy mode runs axe.run() in the page itself. The default runs axe in each frame and then
 * merges the results in a new blank page, which costs about a second per scan; our pages have
 * no cross-origin frames, the only thing legacy mode leaves out.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => v.id), `axe violations on ${page.url()}:\n${formatViolations(violations)}`).toEqual([]);
}

/**
 * What a visitor without JavaScript gets: scripts and module preloads removed, <noscript>
 * contents shown.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/<\/?noscript\b[^>]*>/gi, '');
}

/**
 * Axe hangs in a page with JavaScript disabled. So: take the document `page` shows (loaded with
 * JavaScript off, or any page), open it without its scripts in a new JavaScript-enabled page at
 * the same URL (same cookies, same viewport; styles and images still come from the server), and
 * scan that copy.
 */
export async function expectNoAxeViolationsWithoutJs(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const url = page.url();
  const html = withoutScripts(await page.content());
  const browser = page.context().browser();
  if (!browser) throw new Error('expectNoAxeViolationsWithoutJs needs a page from a browser context');
  const copy = await browser.newContext({
    javaScriptEnabled: true,
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
  });
  try {
    const copyPage = await copy.newPage();
    await copyPage.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copyPage.goto(url);
    await expect(copyPage.locator('script')).toHaveCount(0);
    await expectNoAxeViolations(copyPage, options);
  } finally {
    await copy.close();
  }
}
