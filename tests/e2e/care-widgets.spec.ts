import { randomUUID } from 'node:crypto';
import { offerVariantFor } from '../../platform/care/router';
import { createAccount, PASSWORD } from '../support/photo-library';
import { expectNoAxeViolations } from './support/axe';
import { APP_URL, DATA_DIR, PLATFORM_URL, SETTINGS_FAULTY_URL } from './support/env';
import { expect, signInByRequest, test } from './support/sign-in';

// Decisions 2130 and 2131: the customer-care chat on account pages (not on photo
// routes), loaded apart from the bundle with the page's nonce; the feedback widget only with
// analytics consent. The default browser state has consent '00' (no analytics). Decision 2132:
// the AB-test offer banner on the overview.

test.use({ as: 'customer' });

test('the chat is on account pages, keyboard usable and axe-clean, not on photo routes; feedback only with analytics consent', async ({ page, context }) => {
  const widgetScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${PLATFORM_URL}/chat/`) || r.url().startsWith(`${PLATFORM_URL}/feedback/`)) widgetScripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/settings');
  const launcher = page.getByRole('contentinfo').getByRole('button', { name: 'Chat with customer care' });
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  // The script is a third party's, from the chat service, with the page's nonce (the CSP lets it run).
  expect(await page.locator(`script[src="${PLATFORM_URL}/chat/widget.js"]`).evaluate((s: HTMLScriptElement) => (s.nonce ?? '').length > 0)).toBe(true);

  await launcher.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Customer care chat' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await page.keyboard.type('Where is my photo book?');
  // A failed send says so in the panel; sending again is the retry.
  await page.route(`${PLATFORM_URL}/chat/messages`, (route) => route.fulfill({ status: 503 }));
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText('Your message could not be sent. Please try again.');
  await page.unroute(`${PLATFORM_URL}/chat/messages`);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText('Thank you. Your message was sent to customer care.');
  await expectNoAxeViolations(page);
  await panel.getByRole('textbox', { name: 'Your message' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  // No analytics consent: no feedback widget, not even its script.
  await expect(page.getByRole('button', { name: 'Give feedback' })).toHaveCount(0);
  expect(widgetScripts.filter((p) => p.startsWith('/feedback/'))).toEqual([]);

  // A photo route: the chat is hidden after a page change in the app, and not loaded on a fresh load.
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Photos', exact: true }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(launcher).toBeHidden();
  widgetScripts.length = 0;
  await page.goto('/my-photos/photos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with customer care' })).toHaveCount(0);
  expect(widgetScripts).toEqual([]);

  // With analytics consent the feedback widget of the locale (en-GB) loads beside the chat.
  await context.addCookies([{ name: 'cookie_consent', value: '10', url: APP_URL }]);
  await page.goto('/orders');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Chat with customer care' })).toBeVisible();
  expect(widgetScripts).toContain('/feedback/widgets/fb-7c1e0a9d2b41/widget.js');

  // The chat service down: "chat module not loaded" is logged, the page goes on without it.
  const logged: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())));
  await page.route(`${PLATFORM_URL}/chat/widget.js`, (route) => route.fulfill({ status: 500 }));
  await page.goto('/settings');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' })).toBeVisible();
  await expect.poll(() => logged.some((text) => text.startsWith('chat module not loaded'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Chat with customer care' })).toHaveCount(0);
});

test('on a phone the chat’s launcher is a compact icon button, never the page’s largest paint', async ({ page }, info) => {
  test.skip(info.project.name.startsWith('no-js'), 'the launcher comes with the scripts');
  await page.setViewportSize({ width: 360, height: 740 });
  // Every largest-contentful-paint candidate, kept from the start.
  await page.addInitScript(() => {
    const seen: Element[] = ((window as unknown as { lcp: Element[] }).lcp = []);
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (e as PerformanceEntry & { element: Element | null }).element && seen.push((e as PerformanceEntry & { element: Element }).element))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  const launcher = page.getByRole('contentinfo').getByRole('button', { name: 'Chat with customer care' });
  await expect(launcher).toBeVisible();
  await expect(launcher).toHaveText('');
  const box = (await launcher.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(48);
  expect(box.height).toBeLessThanOrEqual(48);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const inWidgets = await page.evaluate(() => (window as unknown as { lcp: Element[] }).lcp.map((e) => !!e.closest('.care-widgets')));
  expect(inWidgets.length).toBeGreaterThan(0);
  expect(inWidgets).not.toContain(true);
});

test.describe('the offer banner (decision 2132)', () => {
  test.use({ as: 'anonymous' });

  /** A new account in the offer's variant (B): the variant is the account id's, half of them each. */
  async function offerAccount(): Promise<string> {
    for (;;) {
      const email = `offer-${randomUUID().slice(0, 8)}@example.com`;
      if (offerVariantFor(await createAccount(DATA_DIR, email)) === 'B') return email;
    }
  }

  test('shows with marketing consent to the offer’s variant; a failed lookup shows nothing', async ({ page, context }, info) => {
    test.skip(info.project.name.startsWith('no-js'), 'a server-rendered banner: once is enough');
    await signInByRequest(page, await offerAccount(), PASSWORD);
    await context.addCookies([{ name: 'cookie_consent', value: '01', url: APP_URL }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Photo books are on offer this week.' });
    await expect(offer).toContainText('Photo books are on offer this week.');
    await expect(offer.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', /^https:\/\/keepsake\.co\.uk\/.+/);
    await expectNoAxeViolations(page);
    // This copy's AB-test service answers 500: the overview as always, no banner and no error.
    await page.goto(`${SETTINGS_FAULTY_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent orders' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photo books are on offer this week.' })).toHaveCount(0);
  });
});
