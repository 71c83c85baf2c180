/**
 * The stylesheet of the brands' typefaces (decision 2430), from app/ui/brand-type.ts: each face
 * (latin, woff2, `font-display: swap`), its fallbacks sized to its metrics by Capsize (Arial or
 * its metric twins, else Roboto: the text takes the same room before and after the font
 * arrives, so nothing moves) and `--brand-font` per storefront on `<html data-brand>`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import { BRANDS, DEFAULT_BRAND_ID } from '../shared/brands';
import { lookOf, TYPEFACES, type BrandLook } from '../app/ui/brand-type';

const require = createRequire(import.meta.url);
const json = (path: string) => JSON.parse(fs.readFileSync(require.resolve(path), 'utf8'));

async function metricsOf(name: string): Promise<FontMetrics> {
  return ((await import(`@capsizecss/metrics/${name}`)) as { default: FontMetrics }).default;
}

/** Arial's fallback face also takes the fonts drawn to Arial's metrics (Linux has no Arial). */
const withArialTwins = (css: string) => css.replace("src: local('Arial'), local('ArialMT');", "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo');");

export async function renderBrandFontsCss(): Promise<string> {
  const parts = ['/* Written by scripts/brand-fonts.ts from app/ui/brand-type.ts (decision 2430): do not edit. */'];
  const stacks = new Map<BrandLook, string>();
  for (const [look, face] of Object.entries(TYPEFACES) as [BrandLook, (typeof TYPEFACES)[BrandLook]][]) {
    const meta = json(`${face.pkg}/metadata.json`) as { variable: { wght: { min: string; max: string } } };
    const latin = (json(`${face.pkg}/unicode.json`) as { latin: string }).latin;
    const stack = createFontStack([{ ...(await metricsOf(face.metrics)), familyName: face.family }, arial, roboto]);
    parts.push(
      `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${meta.variable.wght.min} ${meta.variable.wght.max};\n  src: url('${face.pkg}/files/${face.file}') format('woff2');\n  unicode-range: ${latin};\n}`,
      withArialTwins(stack.fontFaces),
    );
    stacks.set(look, `${stack.fontFamily.replace(/^[^,]+/, `'${face.family}'`)}, system-ui, sans-serif`);
  }
  const defaultLook = lookOf(DEFAULT_BRAND_ID);
  parts.push(`:root { --brand-font: ${stacks.get(defaultLook)}; }`);
  for (const [look, stack] of stacks) {
    if (look === defaultLook) continue;
    const selectors = BRANDS.filter((b) => lookOf(b.id) === look).map((b) => `[data-brand='${b.id}']`);
    parts.push(`${selectors.join(', ')} { --brand-font: ${stack}; }`);
  }
  return `${parts.join('\n')}\n`;
}
