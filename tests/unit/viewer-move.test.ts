import { describe, expect, it, vi } from 'vitest';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { awaitProbe, viewerClientLoader } from '~/photos/viewer/viewer-move';

/** The preview routes' clientLoader asked for `path`, its server answering with `serverLoader`. */
const load = (path: string, serverLoader: () => Promise<unknown>, signal?: AbortSignal) =>
  viewerClientLoader({ request: new Request(`http://localhost${path}`, { signal }), params: {}, serverLoader } as unknown as ClientLoaderFunctionArgs);

const PHOTO = { id: 'b', alt: 'Photo taken on 11 January 2023, 10:00' };

describe('a preview move and its probe (decision 2682)', () => {
  it('is told that the photo arrived as soon as the probe has it; the navigation then takes it without asking again', async () => {
    const told = vi.fn();
    awaitProbe('/my-photos/photos/preview/b', told);
    const server = vi.fn(async () => PHOTO);
    await expect(load('/my-photos/photos/preview/b?_move=1', server)).resolves.toBe(PHOTO);
    expect(told).toHaveBeenCalledExactlyOnceWith(true);
    await expect(load('/my-photos/photos/preview/b', server)).resolves.toBe(PHOTO);
    expect(server).toHaveBeenCalledTimes(1);
    // Taken once: the next visit asks the server.
    await load('/my-photos/photos/preview/b', server);
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('is told that it did not arrive when the network or the server fails, and the probe answers moveFailed', async () => {
    for (const failure of [new TypeError('Failed to fetch'), new Error('Unexpected Server Error')]) {
      const told = vi.fn();
      awaitProbe('/my-photos/photos/preview/b?download=1', told);
      await expect(load('/my-photos/photos/preview/b?download=1&_move=1', () => Promise.reject(failure))).resolves.toEqual({ moveFailed: true });
      expect(told).toHaveBeenCalledExactlyOnceWith(false);
    }
  });

  it('goes on when the answer is a redirect, so the navigation meets it, and the probe throws it on', async () => {
    const told = vi.fn();
    awaitProbe('/my-photos/photos/preview/c', told);
    const redirect = new Response(null, { status: 302, headers: { Location: '/sign-in' } });
    await expect(load('/my-photos/photos/preview/c?_move=1', () => Promise.reject(redirect))).rejects.toBe(redirect);
    expect(told).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('is not told when the router interrupts its probe (a revalidation asks again), but by the probe asked again', async () => {
    const told = vi.fn();
    awaitProbe('/my-photos/photos/preview/f', told);
    const interrupted = new AbortController();
    interrupted.abort(new DOMException('revalidating', 'AbortError'));
    await expect(load('/my-photos/photos/preview/f?_move=1', () => Promise.reject(interrupted.signal.reason), interrupted.signal)).rejects.toThrow('revalidating');
    expect(told).not.toHaveBeenCalled();
    await load('/my-photos/photos/preview/f?_move=1', async () => PHOTO);
    expect(told).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('is not told once forgotten (the preview left), nor by the probe of another photo', async () => {
    const told = vi.fn();
    const forget = awaitProbe('/my-photos/photos/preview/d', told);
    await load('/my-photos/photos/preview/e?_move=1', async () => PHOTO);
    expect(told).not.toHaveBeenCalled();
    forget();
    await load('/my-photos/photos/preview/d?_move=1', async () => PHOTO);
    expect(told).not.toHaveBeenCalled();
  });
});
