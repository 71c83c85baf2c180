import { describe, expect, it, vi } from 'vitest';
import { loadTargetWhenModuleFails, navigationTarget } from '~/lib/module-load-fallback';

type Navigation = NonNullable<Parameters<typeof navigationTarget>[0]>;

/** A window with the parts the fallback uses; `navigation` is the router's at the time of the log. */
function fakeWindow(navigation: Navigation) {
  const logged: unknown[][] = [];
  const win = {
    console: { error: (...args: unknown[]) => void logged.push(args) },
    location: { pathname: '/orders', search: '', hash: '' },
    history: { state: { usr: null, key: 'a', idx: 3 }, pushState: vi.fn() },
    __remixRouter: { state: { navigation } },
  };
  loadTargetWhenModuleFails(win);
  return { win, logged };
}

const loading = (pathname: string, search = ''): Navigation => ({ state: 'loading', location: { pathname, search, hash: '', key: 'k1' } });
const REMIX_LOG = 'Error loading route module `/assets/my-photos.photos-abc.js`, reloading page...';

describe('a route module that fails to load during a navigation', () => {
  it("makes the target the current entry (pushed, the next index), so Remix's reload loads it", () => {
    const { win, logged } = fakeWindow(loading('/my-photos/photos', '?sort=uploaded'));
    win.console.error(REMIX_LOG);
    expect(logged).toEqual([[REMIX_LOG]]);
    expect(win.history.pushState).toHaveBeenCalledWith({ usr: null, key: 'k1', idx: 4 }, '', '/my-photos/photos?sort=uploaded');
  });

  it('leaves every other log, a form still posting, an idle router and a target already current alone', () => {
    for (const [navigation, message] of [
      [loading('/my-photos/photos'), 'Something else'],
      [{ state: 'submitting', location: { pathname: '/my-photos/photos', search: '', hash: '' } }, REMIX_LOG],
      [{ state: 'idle' }, REMIX_LOG],
      [loading('/orders'), REMIX_LOG],
    ] as const) {
      const { win } = fakeWindow(navigation);
      win.console.error(message);
      expect(win.history.pushState).not.toHaveBeenCalled();
    }
  });
});
