import type { Response } from '@playwright/test';
import { APP_URL, IDP_URL } from './support/env';
import { expect, freshContextCookies, signInThroughForm, test } from './support/sign-in';

/** A JWT-shaped token signed by nobody we trust (header.payload.signature, all base64url). */
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const forged = `${b64({ alg: 'RS256', typ: 'at+jwt', kid: 'nope' })}.${b64({
  sub: 'someone-else', email: 'customer@example.com', idp_type: 'keepsake', idp_sub: 'x',
  authentication_method: 'b2b', iss: IDP_URL, aud: new URL(IDP_URL).origin, exp: 4_102_444_800,
})}.${Buffer.from('not a signature').toString('base64url')}`;

const cases = [
  ['a garbage access token', [{ name: 'auth_access_token', value: 'garbage' }]],
  ['a forged access token', [{ name: 'auth_access_token', value: forged }]],
  ['a forged access token and an unknown refresh token', [
    { name: 'auth_access_token', value: forged },
    { name: 'auth_refresh_token', value: 'not-a-refresh-token' },
  ]],
] as const;

// One context: each bad-token case starts from a fresh context's cookies (the banner answered,
// no session); the refreshes come last, the second one using the session the first one left.
test('bad tokens send the visitor to sign in again, expired ones are refreshed silently @no-js', async ({ page, context }) => {
  for (const [what, cookies] of cases) {
    await test.step(`${what} sends the visitor to sign in again, never a 500`, async () => {
      await freshContextCookies(context);
      await context.addCookies(cookies.map((c) => ({ ...c, url: APP_URL })));
      const statuses: number[] = [];
      const onResponse = (r: Response) => {
        if (r.url().startsWith(APP_URL)) statuses.push(r.status());
      };
      page.on('response', onResponse);
      await page.goto('/orders');
      await expect(page).toHaveTitle('Sign in');
      expect(page.url().startsWith(`${IDP_URL}/`)).toBe(true);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      page.off('response', onResponse);
      // The bad cookies are gone.
      const names = (await context.cookies(APP_URL)).map((c) => c.name);
      expect(names).not.toContain('auth_access_token');
      expect(names).not.toContain('auth_refresh_token');
    });
  }

  await test.step('an expired access token is refreshed silently with the refresh token', async () => {
    await freshContextCookies(context);
    await page.goto('/');
    await signInThroughForm(page, 'customer@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
    const before = await context.cookies(APP_URL);
    const refresh = before.find((c) => c.name === 'auth_refresh_token');
    expect(refresh).toBeDefined();
    // The browser drops the access cookie when it expires; keep only the refresh token.
    await context.clearCookies({ name: 'auth_access_token' });
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
    const access = (await context.cookies(APP_URL)).find((c) => c.name === 'auth_access_token');
    expect(access?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(access?.httpOnly).toBe(true);
  });

  await test.step('an access token that expires while a form is open is refreshed by its post, whose answer carries the new tokens', async () => {
    // Decision 2001: whichever action answers, a refresh during it reaches the browser. The refresh
    // token rotates, so an answer without it would leave the browser with a spent token.
    // Signed in as the customer by the step before.
    await page.goto('/my-photos/albums/new');
    const refreshBefore = (await context.cookies(APP_URL)).find((c) => c.name === 'auth_refresh_token')?.value;
    expect(refreshBefore).toBeDefined();
    await context.clearCookies({ name: 'auth_access_token' });
    const post = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/my-photos/albums/new'));
    // Submitted empty: refused (nothing is created), as a signed-in customer.
    await page.getByRole('button', { name: 'Create album' }).click();
    const setCookies = (await (await post).headersArray()).filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    expect(setCookies.some((c) => c.startsWith('auth_access_token='))).toBe(true);
    const rotated = setCookies.find((c) => c.startsWith('auth_refresh_token='));
    expect(rotated).toBeDefined();
    expect(rotated).not.toContain(`auth_refresh_token=${refreshBefore};`);
    await expect(page.getByRole('heading', { name: 'Create new album' })).toBeVisible();
    const after = await context.cookies(APP_URL);
    expect(after.find((c) => c.name === 'auth_refresh_token')?.value).not.toBe(refreshBefore);
  });
});
