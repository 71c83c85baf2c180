import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { APP_URL } from '../support/env';
import { collectErrors, drainErrors, type EngineDriver } from './driver';

/** Debian's WebKitGTK driver and browser (scripts/test.sh installs them, and xvfb, when missing). */
export const WEBKIT_DRIVER = process.env.E2E_WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.E2E_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Whether a pointer at the middle of `css` reaches it, as Playwright checks before a click. During
 * a view transition the page's pseudo-elements take every pointer, and the driver refuses the
 * click outright instead of waiting.
 */
function hittable(css: string): boolean {
  const el = document.querySelector(css);
  if (!el) return true;
  const r = el.getBoundingClientRect();
  const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  const labels = [...((el as HTMLInputElement).labels ?? [])];
  return !!at && [el, ...labels].some((e) => e.contains(at));
}

/** A port the system has free right now, for the driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function driverUp(url: string, driver: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ok = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('WebKitWebDriver did not answer in 10 s');
}

/**
 * WebKitGTK's MiniBrowser through its WebDriver (selenium-webdriver; decision 2300), JavaScript
 * on. The driver runs under xvfb-run (MiniBrowser needs a display even when nothing is watched),
 * in a process group of its own, ended with it. The driver keeps no console log: an injected
 * collector (driver.ts) gathers uncaught errors, installed again on each page it is asked about.
 */
export async function launchWebKit(): Promise<EngineDriver> {
  const port = await freePort();
  // A home of its own: MiniBrowser saves downloads (the zip) there, and its caches; removed on close.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-webkit-'));
  const server = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { stdio: 'ignore', detached: true, env: { ...process.env, HOME: home } });
  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    fs.rmSync(home, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    await driverUp(`http://127.0.0.1:${port}`, server);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build();
  } catch (e) {
    await stop();
    throw e;
  }
  const collect = () => driver.executeScript(collectErrors).catch(() => undefined);
  const el = (css: string) => driver.findElement(By.css(css));
  return {
    name: 'webkit',
    js: true,
    goto: async (p) => {
      await driver.get(new URL(p, APP_URL).href);
      await collect();
    },
    url: () => driver.getCurrentUrl(),
    title: () => driver.getTitle(),
    run: async (fn, ...args) => {
      await collect();
      return driver.executeScript(fn as (...a: unknown[]) => never, ...args);
    },
    click: async (css) => {
      await collect();
      await driver.wait(() => driver.executeScript(hittable, css), 5_000, `nothing at ${css} takes a click`).catch(() => undefined);
      await (await el(css)).click();
    },
    type: async (css, text) => {
      const field = await el(css);
      await field.click();
      // One call each: WebKitGTK's driver keeps Control down for the rest of the call after a chord.
      await field.sendKeys(Key.chord(Key.CONTROL, 'a'));
      await field.sendKeys(Key.BACK_SPACE);
      await field.sendKeys(text);
    },
    setFiles: async (css, files) => (await el(css)).sendKeys(files.join('\n')),
    cookieHeader: async () => (await driver.manage().getCookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    takeErrors: async () => driver.executeScript(drainErrors).then((e) => (e as string[]) ?? [], () => []),
    close: async () => {
      await driver.quit().catch(() => undefined);
      await stop();
    },
  };
}
