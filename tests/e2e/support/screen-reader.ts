import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

// The scripted screen-reader pass (docs/focus-policy.md "Screen-reader pass"):
// @guidepup/virtual-screen-reader run inside the real pages. It walks the accessibility tree
// the way a screen reader's virtual cursor does and logs what it would say: the phrase of each
// item it moves to, of each element that takes focus, and each live-region announcement
// ('polite: 2 photos moved to Recently deleted').
//
// Its browser bundle is an ES module; it is evaluated as a plain script (its closing `export`
// turned into a global), as axe is (support/axe.ts): Playwright's evaluate is not governed by
// the pages' CSP, and no script tag is added to the page.

const BUNDLE = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8');

/** The bundle as a script that leaves `window.__vsr = { Virtual, virtual }` and no other global. */
const SOURCE = (() => {
  const exported = /export\s*\{([^}]*)\};?/g;
  const matches = [...BUNDLE.matchAll(exported)];
  if (matches.length !== 1) throw new Error(`@guidepup/virtual-screen-reader: expected one export statement in its browser bundle, found ${matches.length}`);
  const [statement, names] = matches[0]!;
  const members = names!.split(',').map((pair) => {
    const [local, as] = pair.trim().split(/\s+as\s+/);
    return `${(as ?? local)!.trim()}: ${local!.trim()}`;
  });
  return `(() => {${BUNDLE.replace(statement, `window.__vsr = { ${members.join(', ')} };`)}\n})();`;
})();

/**
 * "Off": the pass runs in the no-js-scripts-blocked project (JavaScript on, every script file
 * aborted; support/sign-in.ts), not in no-js, so the page is the server's HTML only, as a browser without JavaScript has it — and
 * Playwright can still run the virtual screen reader in it. (A page with JavaScript disabled runs
 * no injected script either.) The inline boot script still runs; it only says the app's scripts
 * may start, and they never arrive. Differences from JavaScript off: <noscript> content is not
 * shown (the download modal's refresh, a <meta>, says nothing), and a modal that asks again by
 * <meta http-equiv=refresh> inside <noscript> offers its Refresh link instead.
 */
export const scriptsOff = () => test.info().project.name === 'no-js-scripts-blocked';

async function inject(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { __vsr?: unknown }).__vsr === 'object');
  if (!present) await page.evaluate(SOURCE);
}

/** Ids, random per run, and the random part of the fresh accounts' addresses. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const RANDOM_EMAIL = /-[0-9a-f]{8}@example\.com/g;

/** Replaces what changes between runs by a fixed placeholder (`extra` first: a test's own volatile parts). */
export function normalise(phrase: string, extra: [RegExp, string][] = []): string {
  let out = phrase;
  for (const [pattern, by] of extra) out = out.replace(pattern, by);
  return out.replace(UUID, '{id}').replace(RANDOM_EMAIL, '-{random}@example.com').replace(/\s+/g, ' ').trim();
}

/**
 * Cleans a raw log: drops the empty announcements a live region makes while React empties it
 * before the new text (a screen reader says nothing for them), and repeats of the same
 * phrase in a row (one DOM change can arrive as several mutations, by timing; a dialog's name is
 * said for the dialog and again as the context of its first item).
 */
function clean(log: string[]): string[] {
  const out: string[] = [];
  for (const phrase of log) {
    if (/^(polite|assertive):\s*$/.test(phrase)) continue;
    if (out.at(-1) === phrase) continue;
    out.push(phrase);
  }
  return out;
}

/**
 * What the screen reader reads from the start of `selector` (default: the page's main), moving
 * its cursor item by item: the first `count` phrases, or up to the end of that element.
 */
export async function read(page: Page, options: { selector?: string; count?: number } = {}): Promise<string[]> {
  // A page just navigated to may still be arriving: read it whole.
  await page.waitForLoadState();
  await inject(page);
  const log = await page.evaluate(
    async ({ selector, count }) => {
      const { Virtual } = (window as unknown as { __vsr: { Virtual: new () => VirtualReader } }).__vsr;
      const container = document.querySelector(selector);
      if (!container) throw new Error(`read: no ${selector} in the page`);
      const reader = new Virtual();
      await reader.start({ container });
      for (let i = 1; i < count; i += 1) {
        const before = (await reader.spokenPhraseLog()).length;
        await reader.next();
        const log = await reader.spokenPhraseLog();
        // At the container's last item the cursor wraps round to its first: the end.
        if (log.length > before && log.at(-1) === log[0] && i > 1) {
          log.pop();
          await reader.stop();
          return log;
        }
      }
      const log = await reader.spokenPhraseLog();
      await reader.stop();
      return log;
    },
    { selector: options.selector ?? 'main', count: options.count ?? 40 },
  );
  return clean(log);
}

/**
 * What a screen reader says on arriving at a page: its title, then the element that has focus
 * (autofocus, or focus moved by the page's script), or, when focus is on nothing, the element the
 * address's #fragment names, else nothing more (the reader starts at the top, as `read` does).
 */
export async function arrival(page: Page): Promise<string[]> {
  // A browser moves focus to an `autofocus` element at its next rendering update, not as it parses
  // it: let one pass, so that the page is read as a reader finds it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await inject(page);
  const log = await page.evaluate(async () => {
    const { Virtual } = (window as unknown as { __vsr: { Virtual: new () => VirtualReader } }).__vsr;
    const active = document.activeElement;
    const focused = active && active !== document.body && active !== document.documentElement ? active : null;
    const fragment = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const lines = [`title: ${document.title}`];
    const target = focused ?? fragment;
    if (!target) return lines;
    const reader = new Virtual();
    await reader.start({ container: document.body });
    await reader.clearSpokenPhraseLog();
    // Its focus handler moves the cursor to the target and says it.
    target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    let spoken = await reader.spokenPhraseLog();
    if (!spoken.length) {
      // Not an item of the tree by itself (a section the #fragment names): read its first item.
      const inner = new Virtual();
      await inner.start({ container: target });
      spoken = await inner.spokenPhraseLog();
      await inner.stop();
    }
    await reader.stop();
    return [...lines, ...spoken.map((s) => `${focused ? 'focus' : 'fragment'}: ${s}`)];
  });
  const focus = await focusNow(page);
  // The focused element's line in the same form as after an action (its text when the reader says only its role).
  return clean(log.map((line, i) => (line.startsWith('focus: ') && i === log.length - 1 ? focus : line)));
}

/**
 * Where focus is now, as the reader says it: `focus: <phrase>`. A role the reader says without
 * a name (a status or group that took focus: a real screen reader reads its text) is followed
 * by its text: `focus: status (text: 3 selected)`. `focus: body` when it is on nothing.
 */
export async function focusNow(page: Page): Promise<string> {
  await inject(page);
  return page.evaluate(async () => {
    const { Virtual } = (window as unknown as { __vsr: { Virtual: new () => VirtualReader } }).__vsr;
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return 'focus: body';
    const reader = new Virtual();
    await reader.start({ container: document.body });
    await reader.clearSpokenPhraseLog();
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const phrase = (await reader.spokenPhraseLog()).filter((p) => !/^(polite|assertive):/.test(p)).at(-1) ?? '';
    await reader.stop();
    const text = (active.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
    return /^[a-z]+$/.test(phrase) && text ? `focus: ${phrase} (text: ${text})` : `focus: ${phrase || active.tagName.toLowerCase()}`;
  });
}

/**
 * Starts listening on the whole page: from now on every element that takes focus and every
 * live-region announcement is logged, until `heard`. Within one document only (a new page ends it).
 */
export async function listen(page: Page): Promise<void> {
  await inject(page);
  await page.evaluate(async () => {
    const w = window as unknown as { __vsr: { Virtual: new () => VirtualReader }; __listener?: VirtualReader };
    if (w.__listener) await w.__listener.stop();
    const listener = new w.__vsr.Virtual();
    await listener.start({ container: document.body });
    await listener.clearSpokenPhraseLog();
    w.__listener = listener;
  });
}

async function listened(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const w = window as unknown as { __listener?: VirtualReader };
    if (!w.__listener) throw new Error('heard: not listening (a new page was loaded since listen?)');
    return w.__listener.spokenPhraseLog();
  });
}

/**
 * What was said since `listen`, once `until` (a phrase or pattern) has been said and the log has
 * stayed the same for a moment; stops listening.
 */
export async function heard(page: Page, until: string | RegExp): Promise<string[]> {
  const matches = (p: string) => (typeof until === 'string' ? p.includes(until) : until.test(p));
  const now = async () => [...(await listened(page)), await focusNow(page)];
  await expect
    .poll(async () => {
      const log = await now();
      return log.some(matches) || log;
    }, { message: `the screen reader should say ${String(until)} (the log so far is received)` })
    .toBe(true);
  let last = JSON.stringify(await now());
  for (;;) {
    await page.waitForTimeout(150);
    const current = JSON.stringify(await now());
    if (current === last) break;
    last = current;
  }
  const log = await now();
  await page.evaluate(async () => {
    const w = window as unknown as { __listener?: VirtualReader };
    await w.__listener?.stop();
    delete w.__listener;
  });
  return settled(clean(log));
}

const LIVE = /^(polite|assertive):/;
/** A busy state ('Saving…', 'Preparing download...'): whether the reader catches it depends on timing. */
const BUSY = /…|\.\.\./;

/**
 * What was heard, kept to what does not depend on timing: the dialogs entered on the way (the
 * reader says a dialog's name and description as focus moves into it), then the live-region
 * announcements in order, then where focus is now (its last line). Left out: the phrases of the
 * controls that took focus on the way (the control clicked, a field refocused while the page
 * re-renders — whether the reader catches them depends on timing) and busy states.
 */
function settled(log: string[]): string[] {
  const focus = log.at(-1)!;
  // Repeats are dropped again once the busy states between them are gone ('Copy to album',
  // 'Copying photos…', 'Copy to album' is one phrase).
  const said = clean(log.slice(0, -1).filter((p) => !BUSY.test(p))).filter((p) => focus !== `focus: ${p}` && !focus.startsWith(`focus: ${p} (text: `));
  return [...said.filter((p) => p.startsWith('dialog, ')), ...said.filter((p) => LIVE.test(p)), focus];
}

/** The part of the reader's API used here. */
interface VirtualReader {
  start(options: { container: Element }): Promise<void>;
  stop(): Promise<void>;
  next(): Promise<void>;
  lastSpokenPhrase(): Promise<string>;
  spokenPhraseLog(): Promise<string[]>;
  clearSpokenPhraseLog(): Promise<void>;
}

/**
 * One task's spoken log, step by step, kept as a reviewed snapshot (one text file per task and
 * project: tests/e2e/__snapshots__/screen-reader.spec.ts/<js|no-js>/<task>.txt).
 */
export class Transcript {
  private lines: string[] = [];
  constructor(private readonly extra: [RegExp, string][] = []) {}

  /** Adds a step's phrases under its heading; answers them normalised, for the test's own expects. */
  add(step: string, phrases: string[]): string[] {
    const normalised = phrases.map((p) => normalise(p, this.extra));
    this.lines.push(`## ${step}`, ...normalised, '');
    return normalised;
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/**
 * `phrases` contains each of `expected` (a phrase's part or a pattern), in this order (other
 * phrases may come between them).
 */
export function expectInOrder(phrases: string[], expected: (string | RegExp)[]): void {
  let from = 0;
  for (const want of expected) {
    const at = phrases.findIndex((p, i) => i >= from && (typeof want === 'string' ? p.includes(want) : want.test(p)));
    expect(at, `"${String(want)}" after phrase ${from} in:\n${phrases.map((p, i) => `${i}: ${p}`).join('\n')}`).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}
