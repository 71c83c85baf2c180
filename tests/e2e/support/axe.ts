import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** WCAG 2.2 A/AA. Axe's tags do not include each other, so every level is listed. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core itself, read once per worker and evaluated in each page scanned. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string | null }[];
}

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
 * axe-core runs in the page itself and sends back its violations only (decision 0008):
 * @axe-core/playwright also serialised every pass and took about twice as long per scan. Our
 * pages have no frames, the one thing this leaves out. The source is evaluated as a string
 * expression, which the pages' CSP does not govern.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const started = Date.now();
  const injected = !(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  if (injected) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const { axe } = window as unknown as { axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } };
      const context: ElementContext = exclude.length ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
      const results = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? null })),
      }));
    },
    { tags: AXE_TAGS, exclude: options.exclude ?? [] },
  );
  if (SCAN_LOG) await logScan(page, { ms: Date.now() - started, injected, exclude: options.exclude ?? [] });
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
 * With E2E_AXE_LOG=<file>, each scan appends a JSON line: the project, the test, the address, how
 * long the scan took (axe's injection included) and a hash of the document scanned (its per-load
 * parts, such as nonces, React ids and signatures, left out) with the window's size and colour
 * scheme. Two scans of one project with one hash checked the same document in the same window:
 * what bench/axe-scans.ts reads to find repeated scans.
 */
const SCAN_LOG = process.env.E2E_AXE_LOG;

const PER_LOAD = [/ nonce="[^"]*"/g, /\b(id|for|aria-describedby|aria-labelledby|aria-controls)="[^"]*"/g, /[?&](s|e|sig|exp|token|csrf)=[^"&\s]*/g, /name="csrf" value="[^"]*"/g];

async function logScan(page: Page, scan: { ms: number; injected: boolean; exclude: string[] }): Promise<void> {
  // The same document at another size or in the other colour scheme is another scan (the phone and dark-mode passes).
  const { document: scanned, seen } = await page.evaluate(() => ({
    document: document.documentElement.outerHTML,
    seen: `${innerWidth}x${innerHeight} ${matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'}`,
  }));
  const html = PER_LOAD.reduce((text, pattern) => text.replace(pattern, ''), scanned);
  const info = test.info();
  const line = { project: info.project.name, test: info.titlePath.slice(1).join(' › '), url: page.url(), ...scan, hash: createHash('sha1').update(`${seen}\n${html}`).digest('hex') };
  appendFileSync(SCAN_LOG!, `${JSON.stringify(line)}\n`);
}

/**
 * The copy's document replaced in place, at the scanned address, once its stylesheets and fonts
 * are in: the page keeps its global object (document.open no longer makes a new one), so axe,
 * evaluated and warmed by the worker's first scan, is not evaluated again. Evaluating it and its
 * first cold run cost about as much as loading a page (docs/performance.md, 2026-12-07).
 */
async function writeDocument({ url, html }: { url: string; html: string }): Promise<void> {
  history.replaceState(null, '', url);
  document.open();
  document.write(html);
  document.close();
  // Chromium reads the written document as complete at once, before a stylesheet new to this
  // page has loaded: scanned then, axe measured unstyled fields and links (target-size).
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  await Promise.all(sheets.map((link) => new Promise((done) => (link.addEventListener('load', done, { once: true }), link.addEventListener('error', done, { once: true })))));
  await document.fonts.ready;
}

/** One JavaScript-enabled page per browser (so per worker) where the copies are scanned. */
const copyPages = new WeakMap<Browser, Promise<Page>>();

/**
 * Axe hangs in a page with JavaScript disabled. So: take the document `page` shows (loaded with
 * JavaScript off, or any page), open it without its scripts in a JavaScript-enabled page at the
 * same URL (same cookies, same viewport; styles and images still come from the server), and scan
 * that copy. The copying page is kept for the worker's next scan, its cookies replaced each time:
 * a new context per scan cost about a second.
 */
export async function expectNoAxeViolationsWithoutJs(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Without its fragment (a modal's Cancel returns to `…#opener`): requests carry none, and a
  // change of fragment alone would not load the copy.
  const url = page.url().split('#')[0]!;
  const html = withoutScripts(await page.content());
  const browser = page.context().browser();
  if (!browser) throw new Error('expectNoAxeViolationsWithoutJs needs a page from a browser context');
  let copyPage = copyPages.get(browser);
  if (!copyPage) {
    copyPage = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    copyPages.set(browser, copyPage);
  }
  const copy = await copyPage;
  await copy.context().clearCookies();
  await copy.context().addCookies(await page.context().cookies());
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  if (new URL(copy.url()).origin === new URL(url).origin) {
    await copy.evaluate(writeDocument, { url, html });
  } else {
    // The worker's first copy: a page at the scanned origin, loaded from the copy itself.
    await copy.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(url);
    await copy.unrouteAll();
  }
  await expect(copy.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(copy, options);
}
