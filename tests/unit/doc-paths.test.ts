/**
 * The paths the README and the docs name (`app/…`, `tests/…`, `platform/…` in backticks) exist:
 * a file moved or renamed without its mention fails here. Decision records are
 * history and keep the paths of their day; globs and placeholders (`*`, `{id}`, `<task>`) are
 * patterns, not paths, and are skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const TOP = /^(app|bench|docs|patches|platform|public|scripts|server|shared|tests)\//;

/** Every backticked repository path in `text`, without a trailing `:line` or `#anchor`. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((p) => TOP.test(p) && !/[*{<…]/.test(p))
    .map((p) => p.replace(/[#:].*$/, '').replace(/[.,;)]+$/, ''));
}

describe('paths named in the README and docs', () => {
  it('finds the paths of a text, and leaves patterns out', () => {
    expect(namedPaths('see `app/root.tsx:12`, `tests/platform/*.test.ts`, `docs/{x}.md` and `npm test`')).toEqual(['app/root.tsx']);
  });

  for (const doc of DOCS) {
    it(`${doc} names only paths that exist`, () => {
      const missing = namedPaths(readFileSync(path.join(ROOT, doc), 'utf8')).filter((p) => !existsSync(path.join(ROOT, p)));
      expect(missing).toEqual([]);
    });
  }
});
