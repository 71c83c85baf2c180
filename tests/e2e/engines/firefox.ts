import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { APP_URL } from '../support/env';
import { collectErrors, drainErrors, type EngineDriver } from './driver';

/** Debian's Firefox ESR (scripts/test.sh installs it when missing), never a downloaded one. */
export const FIREFOX = process.env.E2E_FIREFOX ?? '/usr/bin/firefox-esr';

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (decision 2300), headless, with
 * JavaScript on or off (the `javascript.enabled` preference). Clicks are the mouse's, at the
 * element's middle: puppeteer's own element click waits for a frame that never comes when the
 * page's scripts are off. Files it saves (the zip) go to a folder of its own, removed on close.
 */
export async function launchFirefox(js: boolean): Promise<EngineDriver> {
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1024, height: 768 },
    extraPrefsFirefox: {
      'javascript.enabled': js,
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
    },
  });
  const page: Page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  if (js) await page.evaluateOnNewDocument(collectErrors);
  // The element's middle, once the element is what a pointer there would hit: while the page
  // still moves (its font arriving, say) the point found first can lie on the element next to it.
  const middle = async (css: string) => {
    for (let tries = 0; tries < 20; tries += 1) {
      const at = await page.evaluate((s) => {
        const el = document.querySelector(s);
        const r = el?.getBoundingClientRect();
        if (!el || !r) return null;
        const point = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        const hit = document.elementFromPoint(point.x, point.y);
        return { ...point, hits: !!hit && (el === hit || el.contains(hit) || (el as HTMLInputElement).labels?.[0]?.contains(hit) === true) };
      }, css);
      if (!at) break;
      if (at.hits) return at;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`firefox: nothing at ${css}`);
  };
  const click = async (css: string) => {
    const { x, y } = await middle(css);
    await page.mouse.click(x, y);
  };
  return {
    name: js ? 'firefox' : 'firefox-no-js',
    js,
    goto: async (p) => void (await page.goto(new URL(p, APP_URL).href, { waitUntil: 'load' })),
    url: async () => page.url(),
    title: () => page.title(),
    run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => never, ...args),
    click,
    type: async (css, text) => {
      await click(css);
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    setFiles: async (css, files) => {
      const input = await page.$(css);
      if (!input) throw new Error(`firefox: no file input at ${css}`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(...files);
    },
    cookieHeader: async () => (await page.cookies(APP_URL)).map((c) => `${c.name}=${c.value}`).join('; '),
    takeErrors: async () => (js ? page.evaluate(drainErrors).catch(() => []) : []),
    close: async () => {
      await browser.close();
      fs.rmSync(downloads, { recursive: true, force: true });
    },
  };
}
