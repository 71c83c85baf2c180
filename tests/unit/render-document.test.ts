import { Writable } from 'node:stream';
import type { EntryContext } from '@remix-run/node';
import { createElement as h, Fragment, Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderDocument } from '~/lib/render-document.server';

/** The document as renderToPipeableStream writes it once everything is ready (what the app sent before, decision 2461). */
function viaStream(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

const page = (body: ReactElement) =>
  h('html', { lang: 'en-GB' }, h('head', null, h('title', null, 'Photos & more')), h('body', null, body));

const markup = page(
  h(
    'ul',
    { className: 'grid' },
    Array.from({ length: 500 }, (_, i) =>
      h('li', { key: i, style: { '--w': 300 + i } }, h('img', { src: `/m/${i}?e=1&s=a"b`, alt: `Photo ${i} <taken> & kept`, width: 300 }), 'text ', i),
    ),
  ),
);

/** A handoff stream of the given chunks, and a component that reads it as Remix's StreamTransfer does: from renderMeta.streamCache, suspending on a miss. */
function handoff(chunks: string[]) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const context = { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
  function Transfer({ identifier }: { identifier: number }): ReactElement | null {
    const cached = context.renderMeta!.streamCache?.[identifier];
    if (!cached?.result) throw new Promise(() => {}); // never settles: the render must not need it
    const { done, value } = cached.result;
    const script = h('script', { dangerouslySetInnerHTML: { __html: value } });
    const next = done ? h('script', { 'data-end': '' }) : h(Suspense, null, h(Transfer, { identifier: identifier + 1 }));
    return h(Fragment, null, script, next);
  }
  return { context, element: page(h(Suspense, null, h(Transfer, { identifier: 0 }))) };
}

describe('renderDocument', () => {
  it('writes the bytes renderToPipeableStream writes, doctype included', async () => {
    const expected = await viaStream(markup);
    expect(expected.startsWith('<!DOCTYPE html><html lang="en-GB">')).toBe(true);
    expect(await renderDocument(markup, { renderMeta: {} } as unknown as EntryContext)).toBe(expected);
  });

  it('keeps text outside ASCII whole wherever it falls', async () => {
    const words = Array.from({ length: 400 }, (_, i) => h('p', { key: i, title: `“été” ${i}` }, 'Größe 📷 ', i));
    const html = await renderDocument(page(h('main', null, words)), { renderMeta: {} } as unknown as EntryContext);
    expect(html.match(/<p title="“été” \d+">Größe 📷 <!-- -->\d+<\/p>/g)).toHaveLength(400);
    expect(html).not.toContain('\u0000');
  });

  it('reads the loader data ahead, so the data scripts render in order and nothing waits', async () => {
    const { context, element } = handoff(['[{"_1":2}', ',"loaderData"]', 'é📷']);
    const html = await renderDocument(element, context);
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(['[{"_1":2}', ',"loaderData"]', 'é📷', '']);
    expect(html).toContain('<script data-end=""></script>');
    // Remix's <Scripts> takes its own reader of the stream afterwards.
    expect(() => context.serverHandoffStream!.getReader()).not.toThrow();
  });
});
