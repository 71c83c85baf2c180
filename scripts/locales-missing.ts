/**
 * Lists, per locale and feature file, the en-GB keys a locale lacks, with the en-GB text to
 * translate. Run: `npx tsx scripts/locales-missing.ts`. Always exits 0; it is a to-do list, not a
 * check (tests/unit/locales.test.ts is the check).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../shared/brands.ts';

const dir = join(process.cwd(), 'public', 'locales');

function read(locale: string, file: string): Record<string, unknown> | string {
  const path = join(dir, locale, file);
  if (!existsSync(path)) return `no ${file}`;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    return `${file} is not a JSON object`;
  } catch (error) {
    return `${file} does not parse: ${(error as Error).message}`;
  }
}

const files = readdirSync(join(dir, DEFAULT_LOCALE)).filter((f) => f.endsWith('.json')).sort();
let total = 0;
for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  const lines: string[] = [];
  for (const file of files) {
    const reference = read(DEFAULT_LOCALE, file);
    if (typeof reference === 'string') continue;
    const messages = read(locale, file);
    const have = typeof messages === 'string' ? {} : messages;
    const missing = Object.keys(reference).filter((k) => typeof have[k] !== 'string' || (have[k] as string).trim() === '');
    if (typeof messages === 'string') lines.push(`  ${messages}`);
    if (missing.length > 0) {
      lines.push(`  ${file}:`, ...missing.map((k) => `    ${JSON.stringify(k)}: ${JSON.stringify(reference[k])},`));
      total += missing.length;
    }
  }
  console.log(lines.length ? `\n${locale}:\n${lines.join('\n')}` : `${locale}: complete`);
}
console.log(`\n${total} missing translation${total === 1 ? '' : 's'} in all.`);
