import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/brands';

// Every locale has the same feature files (common.json, photos.json, …) as en-GB, each with
// exactly the en-GB keys, non-empty strings, and the same `{{placeholder}}` names per key, so no
// storefront ever shows a raw key or a broken value. The files of a locale are merged into one
// dictionary, so a key may stand in only one file.
const LOCALES_DIR = join(process.cwd(), 'public', 'locales');
const REFERENCE = DEFAULT_LOCALE; // en-GB

const localeDirs = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const NAMESPACES = readdirSync(join(LOCALES_DIR, REFERENCE))
  .filter((name) => name.endsWith('.json'))
  .sort();

function loadFile(locale: string, file: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8'));
}

/** All feature files of a locale merged, as the app loads them. */
function load(locale: string): unknown {
  const files = readdirSync(join(LOCALES_DIR, locale)).filter((name) => name.endsWith('.json'));
  return Object.assign({}, ...files.map((file) => loadFile(locale, file)));
}

function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

const reference = load(REFERENCE) as Record<string, string>;
const referenceKeys = Object.keys(reference);

describe('locale files', () => {
  it('has one directory per locale in LOCALES', () => {
    expect(localeDirs).toEqual([...LOCALES].sort());
  });

  it('has a non-empty en-GB reference', () => {
    expect(referenceKeys.length).toBeGreaterThan(0);
  });

  it('has each en-GB key in only one feature file', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of NAMESPACES) {
      for (const key of Object.keys(loadFile(REFERENCE, file) as object)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${file})`);
        seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it.each(localeDirs)('%s has the same feature files as en-GB', (locale) => {
    const files = readdirSync(join(LOCALES_DIR, locale)).filter((name) => name.endsWith('.json')).sort();
    expect(files).toEqual(NAMESPACES);
  });

  describe.each(localeDirs)('%s', (locale) => {
    // Each test reads the file itself, so any one of them can run alone (`-t`).
    const messagesOf = () => load(locale) as Record<string, unknown>;

    it('parses as JSON objects', () => {
      for (const file of NAMESPACES) {
        const parsed = loadFile(locale, file);
        expect(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed), `${locale}/${file}: not a JSON object`).toBe(true);
      }
    });

    it('has exactly the en-GB keys', () => {
      const messages = messagesOf();
      const keys = new Set(Object.keys(messages));
      const missing = referenceKeys.filter((k) => !keys.has(k));
      const extra = [...keys].filter((k) => !(k in reference));
      expect({ missing, extra }, `${locale}: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`).toEqual({
        missing: [],
        extra: [],
      });
    });

    it('has a non-empty string for every key', () => {
      const messages = messagesOf();
      const bad = Object.entries(messages)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(bad, `${locale}: empty or non-string values for [${bad.join(', ')}]`).toEqual([]);
    });

    it('keeps the en-GB {{placeholders}} of every key', () => {
      const messages = messagesOf();
      const mismatches = referenceKeys
        .filter((k) => typeof messages[k] === 'string')
        .map((k) => ({ key: k, expected: placeholders(reference[k]!), actual: placeholders(messages[k] as string) }))
        .filter((m) => m.expected.join('\0') !== m.actual.join('\0'));
      const report = mismatches
        .map((m) => `${m.key}: expected {${m.expected.join(', ')}} got {${m.actual.join(', ')}}`)
        .join('; ');
      expect(mismatches, `${locale}: ${report}`).toEqual([]);
    });
  });
});

// One status vocabulary (decision 2486): an order awaiting payment reads the same in the orders
// list (its status) as on the overview and its page (its products' status word).
describe('order status words', () => {
  it.each(localeDirs)('%s: a product whose payment is pending reads as its order awaiting payment', (locale) => {
    const words = loadFile(locale, 'orders.json') as Record<string, string>;
    expect(words['orders.productStatus.paymentPending']).toBe(words['orders.status.AwaitingPayment']);
  });

  // A product's word and its order's for the same stage: the same word, only its gender's ending
  // apart where the language gives an order and a product different genders (fr, pt).
  const sameStage = [
    ['orders.productStatus.producing', 'orders.status.InProduction'],
    ['orders.productStatus.shipped', 'orders.status.Sent'],
    ['orders.productStatus.cancelled', 'orders.status.Cancelled'],
  ] as const;
  const GENDERED = /^(fr|pt)-/;
  it.each(localeDirs)('%s: a product in production, sent or cancelled reads as its order does', (locale) => {
    const words = loadFile(locale, 'orders.json') as Record<string, string>;
    for (const [product, order] of sameStage) {
      if (GENDERED.test(locale)) expect(words[order]!.startsWith(words[product]!.slice(0, -1)), `${locale} ${product}`).toBe(true);
      else expect(words[product], `${locale} ${product}`).toBe(words[order]);
    }
  });
});
