/**
 * What the app's scripts need from a browser (decision 2301), checked by the boot script before
 * any of them runs. A browser that lacks one keeps the server's HTML and uses the site as it
 * would with JavaScript off: no `data-js`, no hydration.
 *
 * Each test is a JavaScript expression for the inline boot script (ES5, no helpers but `q`,
 * which tells whether the browser knows a CSS selector). tests/e2e/browser-support.spec.ts
 * reads the client build and fails when it uses a newer API that is neither here nor in
 * GUARDED_FEATURES, and removes each of these in turn from Chromium to prove the page keeps
 * working through its HTML.
 */
export const REQUIRED_FEATURES = [
  // Module scripts: Remix's entry is one; a browser without them never runs it (the check says
  // so first, so `data-js` is not set for it either).
  { name: 'noModule', test: "'noModule' in document.createElement('script')" },
  // Single fetch: the server's data reaches the client through a stream (Remix's inline script).
  { name: 'TextEncoderStream', test: "typeof TextEncoderStream=='function'" },
  { name: 'TransformStream', test: "typeof TransformStream=='function'" },
  { name: 'ReadableStream', test: "typeof ReadableStream=='function'&&!!ReadableStream.prototype.pipeThrough" },
  { name: 'TextDecoder', test: "typeof TextDecoder=='function'" },
  // Modals: showModal() on the server's <dialog open>, which checks `:modal` first.
  { name: 'showModal', test: "typeof HTMLDialogElement=='function'&&typeof HTMLDialogElement.prototype.showModal=='function'" },
  { name: ':modal', test: "q(':modal')" },
  // The page behind a modal, and the panels that hide it, are `inert`.
  { name: 'inert', test: "'inert' in HTMLElement.prototype" },
  // Infinite scroll, the sticky bars' heights, the scroll position kept across pages.
  { name: 'IntersectionObserver', test: "typeof IntersectionObserver=='function'" },
  { name: 'ResizeObserver', test: "typeof ResizeObserver=='function'" },
  { name: 'MutationObserver', test: "typeof MutationObserver=='function'" },
  // The router and the forms' library.
  { name: 'fetch', test: "typeof fetch=='function'" },
  { name: 'AbortController', test: "typeof AbortController=='function'" },
  { name: 'URLSearchParams', test: "typeof URLSearchParams=='function'" },
  { name: 'Object.fromEntries', test: "typeof Object.fromEntries=='function'" },
  { name: 'Array.prototype.flatMap', test: "typeof [].flatMap=='function'" },
  { name: 'Array.prototype.at', test: "typeof [].at=='function'" },
  // Dates, counts and names in the customer's language.
  { name: 'Intl.PluralRules', test: "typeof Intl=='object'&&typeof Intl.PluralRules=='function'" },
  { name: 'Intl.DisplayNames', test: "typeof Intl=='object'&&typeof Intl.DisplayNames=='function'" },
  // The import and archive progress.
  { name: 'WebSocket', test: "typeof WebSocket=='function'" },
] as const;

export type RequiredFeature = (typeof REQUIRED_FEATURES)[number]['name'];

/** Newer APIs the build uses only behind a check of its own, and what happens without them. */
export const GUARDED_FEATURES = {
  queueMicrotask: 'React falls back to a resolved promise',
  requestSubmit: "the forms' library clicks the submit button instead",
  startViewTransition: 'the router moves without a transition',
  setPointerCapture: 'only called from pointer events, which bring it',
} as const;

/**
 * The check itself: one ES5 expression, true when the browser has every required feature. It
 * must not throw, whatever the browser lacks.
 */
export const SUPPORT_CHECK = `(function(){function q(s){try{document.documentElement.matches(s);return true}catch(e){return false}}try{return ${REQUIRED_FEATURES.map((f) => `(${f.test})`).join('&&')}}catch(e){return false}})()`;
