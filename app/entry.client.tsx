import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadTargetWhenModuleFails } from '~/lib/module-load-fallback';

// The names are boot-script.ts's SCRIPTS_MAY_START and deferred.ts's REVEALED, written out here:
// importing them would add a chunk to every page.
const boot = window as { __keepsakeScripts?: boolean; __keepsakeRevealed?: [Element, Element][] };

// A browser the boot script found lacking (browser-support.ts, decision 2301) keeps the server's
// HTML, which works as it does with JavaScript off: hydrating there would fail and React would
// remove the whole document.
if (boot.__keepsakeScripts) {
  // Should the boot script have put what the page holds for failed scripts into it (deferred.ts),
  // it goes back into its <noscript>: React hydrates the server's HTML.
  for (const [noscript, shown] of boot.__keepsakeRevealed ?? []) shown.replaceWith(noscript);
  // A route module that will not load sends its link's target to a full page load, not a reload of this page.
  loadTargetWhenModuleFails();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}
