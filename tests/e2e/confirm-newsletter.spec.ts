import type { Page } from '@playwright/test';
import { axe, linkFromOutbox } from './confirm-support';
import { APP_URL } from './support/env';
import { expect, test } from './support/sign-in';

// Newsletter double opt-in (decision 0523), anonymous: /subscription-confirmation confirms at the email
// gateway and replaces the location with a server redirect (no script needed).

const SEEDED = 'newsletter@example.com';

async function expectFailure(page: Page) {
  await expect(page).toHaveURL(`${APP_URL}/subscription-confirmation-error`);
  await expect(page).toHaveTitle('Your subscription failed | Keepsake');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription failed');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', 'https://keepsake.co.uk/');
}

// The two @no-js checks, one step each: the bad token first, then the seeded link (it confirms).
test('a bad token goes to the error page; the seeded subscription is confirmed from its outbox mail @no-js', async ({ page }, info) => {
  test.setTimeout(60_000); // the two former tests' budgets: 30 s each

  await test.step('a bad token goes to the error page', async () => {
    const link = new URL(await linkFromOutbox(SEEDED, 'subscription-confirmation'));
    link.searchParams.set('confirmation-token', 'A'.repeat(43));
    await page.goto(link.href);
    await expectFailure(page);
    await axe(page, info);
  });

  await test.step('the seeded subscription is confirmed from its outbox mail', async () => {
    const link = await linkFromOutbox(SEEDED, 'subscription-confirmation');
    expect(new URL(link).origin).toBe(APP_URL);

    const response = await page.goto(link);
    // A server redirect replaced the location: the success page's URL carries neither token nor address.
    expect(response?.request().redirectedFrom()?.url()).toBe(link);
    await expect(page).toHaveURL(`${APP_URL}/subscription-confirmation-success`);
    await expect(page).toHaveTitle('Success! | Keepsake');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success!');
    await expect(page.getByText(`${SEEDED} has been subscribed to our newsletter.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to the store' })).toHaveAttribute('href', 'https://keepsake.co.uk/');
    await axe(page, info);

    // Opened again (a double click, a mail scanner): still a success, the gateway is idempotent.
    await page.goto(link);
    await expect(page).toHaveURL(`${APP_URL}/subscription-confirmation-success`);
  });
});

// The three JavaScript-only checks, one step each (each opens its own URL, none changes anything).
test('malformed parameters, another address and the success page opened directly', async ({ page }) => {
  test.setTimeout(90_000); // the three former tests' budgets: 30 s each

  await test.step('missing or malformed parameters go to the error page without asking the gateway', async () => {
    for (const query of ['', '?email=newsletter%40example.com', '?confirmation-token=abc', '?confirmation-token=abc&email=not-an-address']) {
      await page.goto(`/subscription-confirmation${query}`);
      await expectFailure(page);
    }
  });

  await test.step('the right token with another address fails', async () => {
    const link = new URL(await linkFromOutbox(SEEDED, 'subscription-confirmation'));
    link.searchParams.set('email', 'someone-else@example.com');
    await page.goto(link.href);
    await expectFailure(page);
  });

  await test.step('the success page opened directly names no address', async () => {
    await page.goto('/subscription-confirmation-success');
    await expect(page.getByText('Your email address has been subscribed to our newsletter.')).toBeVisible();
  });
});
