/**
 * Decision 2209: the production build of react-dom's Node server renderer is patched to gather
 * its output as one string per flush instead of encoding every small piece into 2 KB byte views.
 * The HTML must come out byte for byte as React's own writer makes it: the development build is
 * not patched, so its output is the reference.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createElement as h, lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

type Server = typeof import('react-dom/server');
const require = createRequire(import.meta.url);
// The builds by file: the package's exports name only `react-dom/server`, which picks one by NODE_ENV.
const builds = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs');
const PATCHED_FILE = path.join(builds, 'react-dom-server.node.production.min.js');
const patched = require(PATCHED_FILE) as Server;
const reference = require(path.join(builds, 'react-dom-server.node.development.js')) as Server;

function render(server: Server, tree: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    out.on('finish', () => resolve(Buffer.concat(chunks)));
    const stream = server.renderToPipeableStream(tree, { onAllReady: () => stream.pipe(out), onShellError: reject, onError: () => undefined });
  });
}

const long = 'Ünïcödé 😀 '.repeat(5_000); // about 60,000 characters: several flushes of the gathered string
const Later = lazy(async () => ({ default: () => h('p', { className: 'later' }, 'ready & done') }));

const trees: [string, ReactNode][] = [
  ['attributes and escaping', h('a', { href: '/x?a=1&b="2"', title: "it's <b>", 'data-n': 3 }, 'Tom & Jerry <3')],
  ['non-ASCII text and emoji', h('p', null, 'Grüße, こんにちは, 😀🎉 and a lone surrogate \ud800 here')],
  ['a text longer than one flush', h('div', null, h('p', null, long), h('p', null, long.toUpperCase()))],
  ['many small elements', h('ul', null, Array.from({ length: 2_000 }, (_, i) => h('li', { key: i, id: `i${i}` }, `item ${i}`)))],
  ['raw script content', h('script', { dangerouslySetInnerHTML: { __html: 'if (1 < 2) console.log("é");' } })],
  ['a document with a suspended part', h('html', null, h('body', null, h(Suspense, { fallback: h('p', null, 'wait') }, h(Later))))],
];

describe('patched react-dom Node server writer (decision 2209)', () => {
  it('is the patched build', () => {
    expect(fs.readFileSync(PATCHED_FILE, 'utf8')).toContain('pendingHtml');
  });

  for (const [name, tree] of trees) {
    it(`writes the same bytes as React's own writer: ${name}`, async () => {
      const [ours, theirs] = await Promise.all([render(patched, tree), render(reference, tree)]);
      expect(ours.length).toBeGreaterThan(0);
      expect(ours.equals(theirs)).toBe(true);
    });
  }
});
