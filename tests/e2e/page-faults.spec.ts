import { FAULTY_URL, PHOTOS_FAULTY_URL, SETTINGS_FAULTY_URL, MUTATIONS_FAULTY_URL } from './support/env';
import { fill, fillerFor, FILLERS, PATHS, PUBLIC, victimIds } from './support/route-table';
import { expect, test } from './support/sign-in';

/**
 * Upstream faults at page level (docs/security.md): every GET route of the route table (enumerated, filled
 * with the demo customer's own ids) is opened by that customer on each app copy whose upstreams
 * fail: the customer API unreachable, the photo API unreachable, the customer API's address and
 * payment reads answering 500, the photo and download APIs' writes answering 500. Each answer is
 * the route's own handling (its page with the spec's message, a 404, a 502/503 page whose message
 * is in an alert, or a redirect), never an unhandled server error (500) and never a stack trace.
 * (app/entry.server.tsx answers a page that failed only because services did with 502/503.) The messages
 * themselves are asserted page by page in the feature suites (selection-faults, settings,
 * albums, photos-accessibility, exports).
 */
const COPIES = {
  'customer API unreachable': FAULTY_URL,
  'photo API unreachable': PHOTOS_FAULTY_URL,
  'address and payment reads fail': SETTINGS_FAULTY_URL,
  'photo and download writes fail': MUTATIONS_FAULTY_URL,
};

// Request-level checks: once is enough.
test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'request-level: runs in the js project only'));
test.use({ as: 'customer' });

// One test per failing copy, so the workers share them.
for (const [copy, base] of Object.entries(COPIES)) {
  test(`${copy}: every page handles its upstream failing: no unhandled 500, no stack trace`, async ({ page }) => {
    test.setTimeout(120_000);
    const { values } = victimIds();
    const problems: string[] = [];
    let tried = 0;
    for (const p of PATHS.filter((x) => !PUBLIC.has(x) && x !== '*')) {
      const filler = fillerFor(p);
      const url = `${base}${filler ? fill(p, FILLERS[filler]!(values)) : `/${p}`}`;
      const response = await page.request.get(url, { maxRedirects: 0, failOnStatusCode: false });
      tried += 1;
      const status = response.status();
      const body = await response.text();
      const what = `${copy}: GET ${url.slice(base.length)} → ${status}`;
      if (status >= 500 && ![502, 503, 504].includes(status)) problems.push(`${what}: unhandled`);
      if (/\n\s+at [\w.<>]+ \(/.test(body)) problems.push(`${what}: shows a stack trace`);
      // A failed page says so to everyone, screen readers included.
      const html = (response.headers()['content-type'] ?? '').includes('text/html');
      if (status >= 500 && html && !body.includes('role="alert"')) problems.push(`${what}: no message in an alert`);
    }
    console.log(`page faults (${copy}): ${tried} page loads`);
    expect(problems).toEqual([]);
  });
}
