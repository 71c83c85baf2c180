/**
 * The brands' names as outlines (decision 2500): each name set in its look's typeface
 * (app/ui/brand-type.ts, the woff2 file the pages load), read with fontkit and written as SVG
 * path data in the logo's 32-unit box, so the wordmark is the same drawing on every page and
 * needs no font. The first word is bold (700), the rest regular (400), as the wordmark was set.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { logoSymbolId, type LogoOutline } from '../shared/brand-logo';
import { lookOf, TYPEFACES, type BrandLook } from '../app/ui/brand-type';

const require = createRequire(import.meta.url);

/** The wordmark's size in each look (px in the 32-unit box); Fotofolio's narrower face is set larger. */
const SIZE: Record<BrandLook, number> = { keepsake: 22, fotofolio: 26, posterhaus: 22, business: 22 };
/** Where the name starts (after the mark) and its baseline. */
const X0 = 40;
const BASELINE = 24;
/** Letter spacing, in em: the wordmark's -0.01em. */
const TRACKING = -0.01;

interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}
interface Glyph {
  path: { commands: PathCommand[] };
}
interface GlyphRun {
  glyphs: Glyph[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}
interface Face {
  unitsPerEm: number;
  getVariation(settings: Record<string, number>): { layout(text: string): GlyphRun };
}

const LETTERS: Record<PathCommand['command'], string> = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c', closePath: 'z' };
/** Tenths of a unit: the logo is 32 units tall, so a tenth is under a device pixel at any size it is shown. */
const tenths = (n: number) => Math.round(n * 10);
const num = (t: number) => String(t / 10).replace(/^(-?)0\./, '$1.');
/** Numbers joined the short way: a minus sign separates them as well as a space does. */
const join = (values: string[]) => values.join(' ').replace(/ -/g, '-');

/**
 * `text` in `face` at `weight`, starting at `x`: its path data (relative commands, from points
 * rounded to tenths first, so no error adds up) and where the next letter would start.
 */
function setText(face: Face, text: string, weight: number, size: number, x: number): { d: string; x: number } {
  const scale = size / face.unitsPerEm;
  const tracking = TRACKING * face.unitsPerEm;
  const run = face.getVariation({ wght: weight }).layout(text);
  let pen = x / scale;
  let d = '';
  let current = [0, 0];
  let start = [0, 0];
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    for (const { command, args } of glyph.path.commands) {
      const values: string[] = [];
      let end = current;
      for (let k = 0; k < args.length; k += 2) {
        end = [tenths((pen + pos.xOffset + args[k]!) * scale), tenths(BASELINE - (pos.yOffset + args[k + 1]!) * scale)];
        values.push(num(end[0]! - current[0]!), num(end[1]! - current[1]!));
      }
      if (command === 'closePath') end = start;
      else if (command === 'moveTo') start = end;
      d += LETTERS[command] + join(values);
      current = end;
    }
    pen += pos.xAdvance + tracking;
  });
  return { d: d.replace(/^m/, 'M'), x: pen * scale };
}

/** The outline of every drawing among `brands`, by symbol id. */
export function logoOutlines(brands: readonly { id: string; name: string }[]): Record<string, LogoOutline> {
  const outlines: Record<string, LogoOutline> = {};
  for (const brand of brands) {
    const face = TYPEFACES[lookOf(brand.id)];
    const font = fontkit.openSync(require.resolve(`${face.pkg}/files/${face.file}`)) as unknown as Face;
    const size = SIZE[lookOf(brand.id)];
    const [first = '', ...rest] = brand.name.split(' ');
    const word = setText(font, first, 700, size, X0);
    const sub = rest.length ? setText(font, ` ${rest.join(' ')}`, 400, size, word.x) : undefined;
    outlines[logoSymbolId(brand)] = { width: Math.ceil(sub?.x ?? word.x), word: word.d, ...(sub ? { rest: sub.d } : {}) };
  }
  return outlines;
}

/** shared/brand-logo-outlines.ts: the outlines as committed data. */
export function renderLogoOutlines(brands: readonly { id: string; name: string }[]): string {
  const entries = Object.entries(logoOutlines(brands)).map(([id, o]) => `  ${JSON.stringify(id)}: ${JSON.stringify(o)},`);
  return `/* Written by scripts/brand-logos.ts (decision 2500): do not edit. Each wordmark's name as outlines, by symbol id. */
import type { LogoOutline } from './brand-logo';

export const LOGO_OUTLINES: Record<string, LogoOutline> = {
${entries.join('\n')}
};
`;
}
