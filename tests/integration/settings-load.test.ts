import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from '../support/photo-library';
import { signInOverHttp } from '../support/oidc-http';
import { startPlatformForApp, stopTestPlatform, TEST_CLIENT } from '../support/test-platform';

// The settings pages' loader helper and the auth-service outcomes they show, against the
// embedded platform (the app's config points every upstream at it through PLATFORM_PORT).

const t = await startPlatformForApp();

const { loadSettings, loadCustomer } = await import('~/settings/load.server');
const { requestEmailChange, requestAccountDeletion } = await import('~/services/auth-service.server');
const { decodeJwt } = await import('jose');

const CHANNEL = new URL(TEST_CLIENT.redirectUri).origin;

async function signedIn(email: string) {
  const { accessToken } = await signInOverHttp({ ...t.client, email, password: email.endsWith('@example.com') && !email.startsWith('settings-') ? 'keepsake-demo' : PASSWORD });
  const claims = decodeJwt(accessToken);
  return {
    ctx: { accessToken, correlationId: 'corr-settings-0001' },
    customer: { id: String(claims.sub), email, idpType: String(claims.idp_type), idpSub: String(claims.idp_sub), b2b: false },
  };
}

const api = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${t.platform.origin}/customer-api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const address = (street: string) => ({ firstName: 'Test', lastName: 'User', companyName: null, street, houseNumber: '1', postalCode: 'W1D 1BS', city: 'London', country: 'GB', phone: null });

afterAll(async () => {
  await stopTestPlatform(t);
});

describe('loadSettings', () => {
  it('answers the customer, the addresses with the default first, and the payment method', async () => {
    const email = 'settings-load@example.com';
    await createAccount(t.dataDir, email);
    const { ctx } = await signedIn(email);
    expect(await loadSettings(ctx)).toMatchObject({ kind: 'ok', addresses: [], paymentMethod: null, customer: { email } });
    expect((await api(ctx.accessToken, '/customers/me/addresses', { method: 'POST', body: address('First Street') })).status).toBe(201);
    expect((await api(ctx.accessToken, '/customers/me/addresses', { method: 'POST', body: { ...address('Second Street'), isDefault: true } })).status).toBe(201);
    expect((await api(ctx.accessToken, '/customers/me/addresses', { method: 'POST', body: address('Third Street') })).status).toBe(201);
    expect((await api(ctx.accessToken, '/customers/me/payment-method', { method: 'PUT', body: { paymentMethod: 'paypal' } })).status).toBe(200);
    const loaded = await loadSettings(ctx);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(loaded.addresses.map((a) => [a.street, a.isDefault])).toEqual([
      ['Second Street', true],
      ['First Street', false],
      ['Third Street', false],
    ]);
    expect(loaded.paymentMethod).toBe('paypal');
  });

  it('tells a deleted account and a refused token apart from a failure', async () => {
    const { ctx } = await signedIn('deleted@example.com');
    expect((await loadSettings(ctx)).kind).toBe('deleted');
    expect((await loadCustomer(ctx)).kind).toBe('deleted');
    const bad = { accessToken: 'not-a-token', correlationId: 'corr-settings-0002' };
    expect((await loadSettings(bad)).kind).toBe('unauthorized');
  });
});

describe('requests that send a confirmation link', () => {
  it('e-mail change: requested, 409 in use, then 429 on the fourth request in the window', async () => {
    const email = 'settings-email@example.com';
    await createAccount(t.dataDir, email);
    const { ctx, customer } = await signedIn(email);
    expect(await requestEmailChange(ctx, customer, 'settings-new@example.com', CHANNEL)).toBe('requested');
    expect(await requestEmailChange(ctx, customer, 'other@example.com', CHANNEL)).toBe('emailInUse');
    expect(await requestEmailChange(ctx, customer, 'settings-new2@example.com', CHANNEL)).toBe('requested');
    expect(await requestEmailChange(ctx, customer, 'settings-new3@example.com', CHANNEL)).toBe('tooManyRequests');
    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=settings-new@example.com`)).json()) as { mails: { text: string }[] };
    expect(mails[0]?.text).toMatch(new RegExp(`${CHANNEL}/change-email-confirmation\\?confirmation-token=[A-Za-z0-9_-]{43}`));
    const none = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=settings-new3@example.com`)).json()) as { mails: unknown[] };
    expect(none.mails).toEqual([]);
  });

  it('account deletion: requested (mail to the customer), 429 on the fourth', async () => {
    const email = 'settings-delete@example.com';
    await createAccount(t.dataDir, email);
    const { ctx, customer } = await signedIn(email);
    for (let i = 0; i < 3; i += 1) expect(await requestAccountDeletion(ctx, customer, CHANNEL)).toBe('requested');
    expect(await requestAccountDeletion(ctx, customer, CHANNEL)).toBe('tooManyRequests');
    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${email}`)).json()) as { mails: { text: string }[] };
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain(`${CHANNEL}/delete-account-confirmation?confirmation-token=`);
    // Nothing is deleted until the link is opened.
    expect((await loadCustomer(ctx)).kind).toBe('ok');
  });
});

describe('when the customer API is down', () => {
  it("answers 'error' (the page shows 'An error occurred loading your settings')", async () => {
    const email = 'settings-down@example.com';
    await createAccount(t.dataDir, email);
    const { ctx } = await signedIn(email);
    await t.platform.close();
    expect((await loadSettings(ctx)).kind).toBe('error');
    expect((await loadCustomer(ctx)).kind).toBe('error');
  });
});
