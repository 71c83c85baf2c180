import type { EngineDriver } from './driver';
import { probe, serial, type Name, type Probe, type Target } from './in-page';

/** How long a step waits for what it expects (the same as Playwright's expect here). */
const TIMEOUT_MS = 10_000;

const describe = (t: Target): string =>
  [t.within ? `${describe(t.within)} > ` : '', t.role ?? t.css ?? 'page', t.name !== undefined ? ` "${t.name}"` : '', t.nth ? ` #${t.nth}` : ''].join('');

/**
 * The user's steps and checks, written once for every engine over its EngineDriver: each waits
 * (polling the page) until it can act or until what it expects is there, and fails with what it
 * last saw. A page between documents (a form posted, a link followed) answers nothing for a
 * moment: that is waited out too.
 */
export class Browse {
  private marks = 0;

  constructor(readonly driver: EngineDriver) {}

  get js(): boolean {
    return this.driver.js;
  }

  goto(path: string): Promise<void> {
    return this.driver.goto(path);
  }

  /** Polls `read` until `ok` holds of its answer; fails after TIMEOUT_MS with the last answer. */
  async until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeout = TIMEOUT_MS): Promise<T> {
    const end = Date.now() + timeout;
    let last: T | string = 'nothing yet';
    for (;;) {
      try {
        const value = await read();
        if (ok(value)) return value;
        last = value;
      } catch (e) {
        last = `(${(e as Error).message.split('\n')[0]})`;
      }
      if (Date.now() > end) throw new Error(`${this.driver.name}: ${what}; last saw ${JSON.stringify(last)?.slice(0, 400)} ${await this.where()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Where the page is and what it says, for a failure's message. */
  private async where(): Promise<string> {
    const url = await this.driver.url().catch(() => '?');
    const text = await this.driver.run(() => document.body.innerText).catch(() => '?');
    return `at ${url}, showing:\n${String(text).replace(/\n\s*\n/g, '\n').slice(0, 1500)}`;
  }

  private probe(op: Probe, t: Target | null, arg = ''): Promise<string | number | boolean | null> {
    return this.driver.run(probe, op, t && serial(t), arg);
  }

  /** Waits for `t` and marks it; answers a selector for it alone. */
  private async mark(t: Target): Promise<string> {
    const id = String((this.marks += 1));
    await this.until(`${describe(t)} should be there`, () => this.probe('mark', t, id), (found) => found === true);
    return `[data-engine-target="${id}"]`;
  }

  /**
   * Marks `t` and acts on it; when the page was replaced between the two (a page load after a
   * link without JavaScript, the driver found nothing at the mark), marks it again.
   */
  private async act(t: Target, action: (css: string) => Promise<void>): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      const css = await this.mark(t);
      try {
        return await action(css);
      } catch (error) {
        if (tries >= 3 || !/nothing at/.test(String(error))) throw error;
      }
    }
  }

  async click(t: Target): Promise<void> {
    await this.act(t, (css) => this.driver.click(css));
  }

  async fill(t: Target, text: string): Promise<void> {
    await this.act(t, (css) => this.driver.type(css, text));
  }

  async setFiles(t: Target, files: string[]): Promise<void> {
    await this.driver.setFiles(await this.mark(t), files);
  }

  /** Ticks a checkbox (a click, as the user does) and waits to see it ticked. */
  async check(t: Target): Promise<void> {
    await this.click(t);
    await this.until(`${describe(t)} should be ticked`, () => this.probe('checked', t), (v) => v === true);
  }

  /** Waits until `t`'s visible text (the page's, without one) matches `text` (a string: contains it). */
  async seeText(text: Name, t: Target | null = null, timeout = TIMEOUT_MS): Promise<void> {
    const ok = (v: string | number | boolean | null) => typeof v === 'string' && (typeof text === 'string' ? v.replace(/\s+/g, ' ').includes(text) : text.test(v));
    await this.until(`${t ? describe(t) : 'the page'} should show ${text}`, () => this.probe('text', t), ok, timeout);
  }

  async see(t: Target): Promise<void> {
    await this.until(`${describe(t)} should be visible`, () => this.probe('count', t), (n) => typeof n === 'number' && n > (t.nth ?? 0));
  }

  async count(t: Target): Promise<number> {
    return (await this.probe('count', t)) as number;
  }

  async seeCount(t: Target, n: number): Promise<void> {
    await this.until(`${describe(t)} should be ${n}`, () => this.probe('count', t), (v) => v === n);
  }

  async href(t: Target): Promise<string> {
    await this.see(t);
    return (await this.probe('href', t)) as string;
  }

  async seeUrl(pattern: RegExp): Promise<void> {
    await this.until(`the address should match ${pattern}`, () => this.driver.url(), (u) => pattern.test(u));
  }

  async seeTitle(pattern: RegExp): Promise<void> {
    await this.until(`the title should match ${pattern}`, () => this.driver.title(), (u) => pattern.test(u));
  }

  /** With JavaScript, waits until React owns the element `css` finds (a click before acts natively). */
  async hydrated(css = 'main'): Promise<void> {
    if (!this.js) return;
    const owned = (s: string) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__react'));
    await this.until(`React should own ${css}`, () => this.driver.run(owned, css), (v) => v === true);
  }

  /**
   * Runs a mutation's steps; with JavaScript, fails if they left the document (the form was
   * posted natively, not enhanced): a mark put on the window before must still be there after.
   */
  async enhanced(steps: () => Promise<void>): Promise<void> {
    if (!this.js) return steps();
    const mark = `m${(this.marks += 1)}`;
    await this.driver.run((m) => void ((window as unknown as { __engineDocument?: string }).__engineDocument = m), mark);
    await steps();
    const kept = await this.driver.run(() => (window as unknown as { __engineDocument?: string }).__engineDocument ?? null);
    if (kept !== mark) throw new Error(`${this.driver.name}: the page was loaded anew: the form was not enhanced`);
  }

  /** Without JavaScript, fails if a script ran after all (React owns nothing; the page is its server HTML). */
  async noScriptsRan(): Promise<void> {
    if (this.js) return;
    const ran = () => '__remixContext' in window || Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'));
    if (await this.driver.run(ran)) throw new Error(`${this.driver.name}: the page's scripts ran`);
  }

  /** Fails with the uncaught errors the pages reported since the last look. */
  async noUncaughtErrors(): Promise<void> {
    const errors = await this.driver.takeErrors();
    if (errors.length > 0) throw new Error(`${this.driver.name}: uncaught errors in the page:\n${errors.join('\n')}`);
  }
}
