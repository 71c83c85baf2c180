import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_COOKIES, CONSENTED_STATE, DEMO_PASSWORD, IDP_URL, STORAGE_STATE } from './env';

/**
 * Signing in through the real identity provider's page (the embedded platform's IdP).
 *
 * Specs that need a signed-in visitor reuse the state saved once by tests/e2e/auth.setup.ts:
 *
 *   test.use({ storageState: STORAGE_STATE.customer });   // or STORAGE_STATE.business
 *
 * or, equivalently, `test.use({ as: 'customer' })` with the `test` exported here.
 * Specs about signing in or out use a fresh context (the default: no storage state), because
 * signing out ends the provider's session and would spoil the shared state.
 *
 * A spec with an account of its own signs it in with `openSignedIn` (the same provider, by HTTP,
 * about 2 s less than the page); specs about signing in itself use `signInAt`, the page.
 */

/** Fills in and submits the provider's sign-in form; the page must be on it. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page, 'the identity provider should show its sign-in page').toHaveURL((u) => u.href.startsWith(IDP_URL));
  await expect(page).toHaveTitle('Sign in');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens `path` signed out, signs in on the provider's page and waits to be back on the app. */
export async function signInAt(page: Page, path: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(path);
  await signInThroughForm(page, email, password);
  await page.waitForURL((u) => !u.href.startsWith(IDP_URL));
}

/**
 * Signs in through the same provider, by HTTP in the page's context (its cookie jar): the app's
 * /login, the provider's sign-in form posted as a browser would, and the callback that sets the
 * auth cookies. No page is rendered, so it takes a fraction of signInAt's time; for specs whose
 * subject is not the sign-in itself. Ends on /healthz (nothing rendered); the page stays where it was.
 */
export async function signInByRequest(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = await page.request.get('/login?returnTo=%2Fhealthz');
  expect(form.url(), 'the identity provider should show its sign-in page').toMatch(new RegExp(`^${IDP_URL}`));
  const action = /<form method="post" action="([^"]+)"/.exec(await form.text())?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no sign-in form at ${form.url()}`);
  const done = await page.request.post(new URL(action, form.url()).href, {
    form: { email, password },
    headers: { Origin: new URL(form.url()).origin },
  });
  expect(done.status(), `signing in as ${email}: ${done.url()}`).toBe(200);
  expect(new URL(done.url()).pathname, `signing in as ${email} should end back at the app`).toBe('/healthz');
}

/** signInByRequest, then opens `path` in the page. */
export async function openSignedIn(page: Page, path: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signInByRequest(page, email, password);
  await page.goto(path);
}

/** The app's auth cookies present in the context (httpOnly cookies included). */
export async function authCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.filter((c) => (AUTH_COOKIES as readonly string[]).includes(c.name));
}

type As = 'anonymous' | keyof typeof STORAGE_STATE;

/**
 * The context's cookies as a new context's: none but the cookie banner's answer. For a test whose
 * steps each start as a former test of their own did (signed out, the banner answered).
 */
export async function freshContextCookies(context: BrowserContext): Promise<void> {
  await context.clearCookies();
  await context.addCookies(CONSENTED_STATE.cookies);
}

/**
 * Every script file the page asks for fails, as behind a proxy that strips them; inline scripts
 * still run. Chromium's own block list, not a Playwright route: a route stops every request of
 * the context in the test runner and turns the HTTP cache off.
 */
export async function blockScripts(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*.js', '*.js?*'] });
}

/**
 * `test` with an `as` option: `test.use({ as: 'business' })` runs the tests signed in as that account.
 *
 * And a `scriptsBlocked` option (the `no-js-scripts-blocked` project, decision 2303): every context the
 * worker's browser opens — the test's own and any a spec opens — has JavaScript on and every
 * script file request aborted, so the @no-js suite runs a third time in a browser whose scripts
 * fail. The project keeps `javaScriptEnabled: false` in its options, so a spec that asks reads
 * "no JavaScript" and expects the server's HTML.
 */
export const test = base.extend<{ as: As }, { scriptsBlocked: boolean }>({
  as: ['anonymous', { option: true }],
  scriptsBlocked: [false, { option: true, scope: 'worker' }],
  // (`provide` is Playwright's `use`, renamed so the React hooks lint rule does not misfire.)
  storageState: async ({ as, storageState }, provide) => {
    await provide(as === 'anonymous' ? storageState : STORAGE_STATE[as]);
  },
  browser: [
    async ({ browser, scriptsBlocked }, provide) => {
      if (scriptsBlocked) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext({ ...options, javaScriptEnabled: true });
          const newPage = context.newPage.bind(context);
          context.newPage = async () => {
            const page = await newPage();
            await blockScripts(page);
            return page;
          };
          return context;
        };
      }
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
export { expect };
