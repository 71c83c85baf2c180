import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One spelling of "e-mail" per locale (decision 1980): every value of a locale that
// writes the word uses the same form (placeholders such as {{email}} are not words). The
// spec's own texts win where the spec fixes them: en-GB/en-IE keep 'Your e-mail address has
// been changed!' word for word.
const LOCALES_DIR = join(process.cwd(), 'public', 'locales');
const SPEC_WORDS = new Set(['confirmations.title.changeEmailSuccess']);

function values(locale: string): [string, string][] {
  const files = readdirSync(join(LOCALES_DIR, locale)).filter((name) => name.endsWith('.json'));
  return files.flatMap((file) => Object.entries(JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')) as Record<string, string>));
}

/** The spellings a text uses: 'email' or 'e-mail', case aside. */
function spellings(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\b(e-?mail)/gi);
  return [...words].map((m) => m[1]!.toLowerCase());
}

describe('e-mail spelling', () => {
  it('tells the two spellings apart and skips placeholders', () => {
    expect(spellings('Send e-mail to {{email}}; Email address')).toEqual(['e-mail', 'email']);
  });

  it.each(readdirSync(LOCALES_DIR))('%s writes it one way', (locale) => {
    const used = new Set(values(locale).filter(([key]) => !SPEC_WORDS.has(key)).flatMap(([, value]) => spellings(value)));
    expect([...used].length, `${locale}: ${[...used].join(', ')}`).toBeLessThanOrEqual(1);
  });

  it('en-GB and en-IE write "email", as the spec does in its page title "Change email address"', () => {
    for (const locale of ['en-GB', 'en-IE']) {
      const used = new Set(values(locale).filter(([key]) => !SPEC_WORDS.has(key)).flatMap(([, value]) => spellings(value)));
      expect([...used]).toEqual(['email']);
    }
  });
});
