import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const STYLES = new URL('../../app/styles/', import.meta.url);

/** Every selector of the app's stylesheets, comments left out, split at its top-level commas. */
function selectors(css: string): string[] {
  const out: string[] = [];
  for (const [, prelude] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)) {
    const text = prelude!.trim();
    if (text.startsWith('@')) continue;
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= text.length; i++) {
      const c = text[i];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if ((c === ',' && depth === 0) || i === text.length) {
        out.push(text.slice(start, i).trim());
        start = i + 1;
      }
    }
  }
  return out;
}

/**
 * The compounds that hold a `:has()` and are followed by a combinator (`html:has(.x) .y`): the
 * browser then restyles the elements to the right of it whenever the `:has()` may have changed.
 */
function hasBeforeCombinator(selector: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let compoundStart = 0;
  let holdsHas = false;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (selector.startsWith(':has(', i)) holdsHas = true;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && /[\s>+~]/.test(c)) {
      if (holdsHas) found.push(selector.slice(compoundStart, i));
      while (i + 1 < selector.length && /[\s>+~]/.test(selector[i + 1]!)) i++;
      compoundStart = i + 1;
      holdsHas = false;
    }
  }
  return found;
}

describe("the stylesheets' :has() (decision 2678)", () => {
  const files = fs.readdirSync(STYLES).filter((f) => f.endsWith('.css'));
  const all = files.flatMap((f) => selectors(fs.readFileSync(new URL(f, STYLES), 'utf8')).map((s) => ({ file: f, selector: s })));

  it('finds the selectors it checks, and a :has() before a combinator where there is one', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(hasBeforeCombinator('html:has(.selection-bar) .toasts')).toEqual(['html:has(.selection-bar)']);
    expect(hasBeforeCombinator('.shell__main:has(.photos-top) > .back-link')).toEqual(['.shell__main:has(.photos-top)']);
    expect(hasBeforeCombinator('html:not(:has(.selection-bar)) .tile__link')).toEqual(['html:not(:has(.selection-bar))']);
    expect(hasBeforeCombinator('.timeline:not(:has(> .timeline__end))')).toEqual([]);
    expect(hasBeforeCombinator('html:has(.grid)')).toEqual([]);
    expect(hasBeforeCombinator(".x:has([class~='a b'])")).toEqual([]);
  });

  it('puts a :has() before a combinator only on a photo tile or a toolbar item, never on the page around the photos', () => {
    // On html, body or main, every chunk of photos the timeline adds asks the :has() again, and the
    // browser restyles every photo in the page with it. Pages switch by custom properties set on
    // html or main instead (`html:has(.selection-bar) { --toasts-top: auto }`).
    const onPage = all.flatMap(({ file, selector }) =>
      hasBeforeCombinator(selector)
        .filter((compound) => !/^(:is\(\.tile, \.toolbar__item\)|\.tile(--selectable)?)[:.]/.test(compound))
        .map((compound) => `${file}: ${selector} (${compound})`),
    );
    expect(onPage).toEqual([]);
  });
});
