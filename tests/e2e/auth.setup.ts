import { test as setup, expect } from '@playwright/test';
import { ACCOUNTS, APP_URL, STORAGE_STATE } from './support/env';
import { fixCutoffs } from './support/cutoffs';
import { authCookies, signInAt } from './support/sign-in';

// Signs in once per demo account through the provider's page and saves the browser state
// (the app's auth cookies and the provider's session) for the specs to reuse.
for (const who of ['customer', 'business'] as const) {
  setup(`sign in as ${who}`, async ({ page }) => {
    await signInAt(page, '/', ACCOUNTS[who]);
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    expect((await authCookies(page.context())).map((c) => c.name).sort()).toEqual(['auth_access_token', 'auth_id_token', 'auth_refresh_token']);
    await page.context().storageState({ path: STORAGE_STATE[who] });
  });
}

// The ordering deadlines every page shows are fixed before any page reads them: the app keeps
// what it read for a minute (app/orders/cutoff.server.ts), so a spec fixing them later could
// still see the seeded ones.
setup('fixed ordering deadlines', fixCutoffs);
