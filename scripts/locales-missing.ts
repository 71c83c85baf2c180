/**
 * Lists, per locale, the en-GB keys a locale file lacks, with the en-GB text to translate.
 * Run: `npx tsx scripts/locales-missing.ts`. Always exits 0; it is a to-do list, not a check
 * (tests/unit/locales.test.ts is the check).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../app/lib/brands.ts';

const dir = join(process.cwd(), 'public', 'locales');
const file = (locale: string) => join(dir, locale, 'common.json');

function read(locale: string): Record<string, unknown> | string {
  if (!existsSync(file(locale))) return 'no common.json';
  try {
    const parsed: unknown = JSON.parse(readFileSync(file(locale), 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    return 'common.json is not a JSON object';
  } catch (error) {
    return `common.json does not parse: ${(error as Error).message}`;
  }
}

const reference = read(DEFAULT_LOCALE);
if (typeof reference === 'string') {
  console.log(`${DEFAULT_LOCALE}: ${reference}`);
  process.exit(0);
}

const dirs = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
const locales = [...new Set<string>([...LOCALES, ...dirs])].filter((l) => l !== DEFAULT_LOCALE);

let total = 0;
for (const locale of locales) {
  const messages = read(locale);
  if (typeof messages === 'string') {
    const keys = Object.keys(reference);
    total += keys.length;
    console.log(`\n${locale}: ${messages}; all ${keys.length} keys missing`);
    continue;
  }
  const missing = Object.keys(reference).filter((key) => !(key in messages));
  if (missing.length === 0) {
    console.log(`${locale}: complete`);
    continue;
  }
  total += missing.length;
  console.log(`\n${locale}: ${missing.length} missing`);
  for (const key of missing) console.log(`  ${JSON.stringify(key)}: ${JSON.stringify(reference[key])},`);
}
console.log(`\n${total === 0 ? 'Every locale has every en-GB key.' : `${total} missing translation(s) in total.`}`);
