import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every storefront's colour tokens (shared/brand.css) keep WCAG AA in light and in dark mode:
// text 4.5:1 on every surface it sits on, edges and the focus ring 3:1 (docs/decisions/2520).

const CSS = readFileSync(new URL('../../shared/brand.css', import.meta.url), 'utf8');

type Tokens = Record<string, string>;
interface Sheet {
  light: Map<string, Tokens>;
  dark: Map<string, Tokens>;
}

/** The custom properties of each rule `selector { … }` in a piece of CSS without nested blocks. */
function rules(css: string): Map<string, Tokens> {
  const out = new Map<string, Tokens>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const tokens: Tokens = {};
    for (const [, name, value] of body!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens[name!] = value!.trim();
    const key = selector!.trim();
    out.set(key, { ...out.get(key), ...tokens });
  }
  return out;
}

/** The light rules (top level) and the rules inside `@media (prefers-color-scheme: dark)`. */
export function parseSheet(css: string): Sheet {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const start = text.search(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/);
  if (start < 0) return { light: rules(text), dark: new Map() };
  const open = text.indexOf('{', start);
  let depth = 0;
  let end = open;
  for (; end < text.length; end++) {
    if (text[end] === '{') depth++;
    if (text[end] === '}' && --depth === 0) break;
  }
  return { light: rules(text.slice(0, start) + text.slice(end + 1)), dark: rules(text.slice(open + 1, end)) };
}

/** A brand's tokens as the browser resolves them: the defaults, the brand's, then (dark) both dark sets. */
export function resolve(sheet: Sheet, brand: string | null, mode: 'light' | 'dark'): Tokens {
  const selector = brand ? `[data-brand='${brand}']` : null;
  const layers = [sheet.light.get(':root'), selector ? sheet.light.get(selector) : undefined];
  if (mode === 'dark') layers.push(sheet.dark.get(':root'), selector ? sheet.dark.get(selector) : undefined);
  return Object.assign({}, ...layers.filter(Boolean)) as Tokens;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const full = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two hex colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SURFACES = ['--surface', '--surface-alt', '--surface-page'];
/** [foreground, backgrounds, minimum ratio]: what sits on what, and the ratio it needs. */
const PAIRS: [string, string[], number][] = [
  ['--ink', [...SURFACES, '--danger-bg', '--success-bg', '--warning-bg', '--info-bg'], 4.5],
  ['--ink-muted', SURFACES, 4.5],
  ['--brand-accent', SURFACES, 4.5], // links and the secondary button's words
  ['--brand-accent-contrast', ['--brand-accent', '--brand-accent-hover'], 4.5], // the primary button
  ['--brand-logo-ink', ['--surface'], 4.5],
  ['--line', SURFACES, 3],
  ['--focus', SURFACES, 3],
  ['--danger', [...SURFACES, '--danger-bg'], 4.5], // error messages, the error summary's links
  ['--danger-contrast', ['--danger'], 4.5], // the danger button
  ['--success-ink', ['--surface', '--success-bg'], 4.5],
  ['--info-ink', ['--info-bg'], 4.5],
  ['--warning-line', ['--warning-bg', '--surface'], 3],
];

/** Each pair below its minimum, as 'brand mode: fg on bg = ratio'. */
export function failures(css: string): string[] {
  const sheet = parseSheet(css);
  const brands = [null, ...[...sheet.light.keys()].flatMap((s) => /^\[data-brand='([\w-]+)'\]$/.exec(s)?.[1] ?? [])];
  const out: string[] = [];
  for (const brand of brands)
    for (const mode of ['light', 'dark'] as const) {
      const t = resolve(sheet, brand, mode);
      for (const [fg, bgs, min] of PAIRS)
        for (const bg of bgs) {
          const ratio = contrast(t[fg] ?? 'missing', t[bg] ?? 'missing');
          if (ratio < min) out.push(`${brand ?? 'default'} ${mode}: ${fg} on ${bg} = ${ratio.toFixed(2)} (needs ${min})`);
        }
    }
  return out;
}

describe('brand colours', () => {
  it('finds the default, three brands and a dark set for each', () => {
    const sheet = parseSheet(CSS);
    expect([...sheet.light.keys()].filter((s) => s.startsWith('[data-brand'))).toHaveLength(3);
    for (const selector of sheet.light.keys()) if (selector === ':root' || selector.startsWith('[data-brand')) expect(sheet.dark.has(selector), selector).toBe(true);
  });

  it('keeps WCAG AA for every pair, every brand, light and dark', () => {
    expect(failures(CSS)).toEqual([]);
  });

  it('declares colour-scheme so form controls and scrollbars follow the mode', () => {
    expect(CSS).toMatch(/color-scheme:\s*light dark/);
  });

  it('uses a different palette in dark mode', () => {
    const sheet = parseSheet(CSS);
    for (const brand of [null, 'fotofolio-uk', 'posterhaus-de', 'keepsake-business-de']) {
      const [light, dark] = [resolve(sheet, brand, 'light'), resolve(sheet, brand, 'dark')];
      expect(contrast(dark['--surface']!, '#000000')).toBeLessThan(contrast(light['--surface']!, '#000000'));
      expect(dark['--brand-accent']).not.toBe(light['--brand-accent']);
    }
  });

  it('fails a broken pair: a dark accent too dim on the dark surface, a light muted ink too pale', () => {
    const dark = CSS.indexOf('@media (prefers-color-scheme: dark)');
    const broken = CSS.slice(0, dark) + CSS.slice(dark).replace(/(\[data-brand='fotofolio-uk'\]\s*\{[^}]*--brand-accent:\s*)#[0-9a-f]+/i, '$1#3b3f99');
    expect(failures(broken).some((f) => f.startsWith('fotofolio-uk dark: --brand-accent on --surface '))).toBe(true);
    const pale = CSS.replace(/--ink-muted:\s*#[0-9a-f]+/i, '--ink-muted: #9aa5ab');
    expect(failures(pale).some((f) => f.startsWith('default light: --ink-muted on --surface '))).toBe(true);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
