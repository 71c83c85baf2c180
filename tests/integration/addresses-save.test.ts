import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

// The app's address and integration saves (app/address/save.server.ts, app/integration/save.server.ts)
// against the embedded customer API: the answers the pages turn into messages — 400 issues on
// their fields, 409 too_many_addresses, 404 for another account's address, an unreachable API.

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-addresses-app-'));
process.env.LOG_LEVEL = 'silent';

let t: TestPlatform;
const tokens: Record<string, string> = {};
let save: typeof import('~/address/save.server');
let services: typeof import('~/services/addresses.server');
let integration: typeof import('~/integration/save.server');
const ctx = (email: string) => ({ accessToken: tokens[email]!, correlationId: 'corr-addresses-test' });

const GOOD = {
  firstName: 'Robin',
  lastName: 'Taylor',
  companyName: null,
  street: 'High Street',
  houseNumber: '12a',
  postalCode: 'SW1A 1AA',
  city: 'London',
  country: 'GB' as const,
  phone: null,
  isDefault: false,
};

beforeAll(async () => {
  t = await startTestPlatform();
  process.env.CUSTOMER_API_URL = `${t.platform.origin}/customer-api`;
  for (const email of ['customer@example.com', 'other@example.com', 'business-new@example.com']) {
    tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
  }
  save = await import('~/address/save.server');
  services = await import('~/services/addresses.server');
  integration = await import('~/integration/save.server');
});
afterAll(() => stopTestPlatform(t));

describe('saving addresses through the customer API', () => {
  it('adds, changes (default included) and deletes an address', async () => {
    const added = await save.saveAddress(ctx('other@example.com'), null, GOOD);
    expect(added).toMatchObject({ kind: 'saved', address: { street: 'High Street', postalCode: 'SW1A 1AA', isDefault: true } });
    if (added.kind !== 'saved') return;
    const second = await save.saveAddress(ctx('other@example.com'), null, { ...GOOD, street: 'Second Street', isDefault: true });
    expect(second).toMatchObject({ kind: 'saved', address: { isDefault: true } });
    expect((await services.listAddresses(ctx('other@example.com'))).filter((a) => a.isDefault).map((a) => a.street)).toEqual(['Second Street']);
    const changed = await save.saveAddress(ctx('other@example.com'), added.address.id, { ...GOOD, country: 'DE', postalCode: '10117', city: 'Berlin' });
    expect(changed).toMatchObject({ kind: 'saved', address: { country: 'DE', postalCode: '10117' } });
    if (second.kind === 'saved') expect(await save.removeAddress(ctx('other@example.com'), second.address.id)).toBe('deleted');
    // The oldest remaining address became the default.
    expect((await services.listAddresses(ctx('other@example.com'))).map((a) => [a.id, a.isDefault])).toEqual([[added.address.id, true]]);
    expect(await save.removeAddress(ctx('other@example.com'), added.address.id)).toBe('deleted');
  });

  it('puts the API’s 400 issues on their fields', async () => {
    // The app accepts Dublin 6W's Eircode; the API refuses it: the page shows the postal code message.
    const refused = await save.saveAddress(ctx('other@example.com'), null, { ...GOOD, country: 'IE', postalCode: 'D6W 1234' });
    expect(refused).toEqual({ kind: 'refused', errors: { postalCode: 'addresses.error.postalCode' } });
    const many = await save.saveAddress(ctx('other@example.com'), null, { ...GOOD, street: '<b>', phone: '12', city: '1' });
    expect(many).toEqual({ kind: 'refused', errors: { street: 'addresses.error.street', phone: 'addresses.error.phone', city: 'addresses.error.city' } });
    expect(await services.listAddresses(ctx('other@example.com'))).toEqual([]);
  });

  it('answers 409 too_many_addresses with a form error past 20 addresses', async () => {
    const c = ctx('business-new@example.com');
    for (let i = 0; i < 20; i++) expect((await save.saveAddress(c, null, { ...GOOD, houseNumber: String(i + 1) })).kind).toBe('saved');
    expect(await save.saveAddress(c, null, GOOD)).toEqual({ kind: 'refused', errors: { form: 'addresses.error.tooMany' } });
    expect(await services.listAddresses(c)).toHaveLength(20);
  });

  it('treats another account’s address as not found and changes nothing', async () => {
    const [theirs] = await services.listAddresses(ctx('customer@example.com'));
    const before = await services.listAddresses(ctx('customer@example.com'));
    expect(await save.saveAddress(ctx('other@example.com'), theirs!.id, GOOD)).toEqual({ kind: 'notFound' });
    expect(await save.removeAddress(ctx('other@example.com'), theirs!.id)).toBe('notFound');
    expect(await services.getAddress(ctx('other@example.com'), theirs!.id)).toBeNull();
    expect(await services.listAddresses(ctx('customer@example.com'))).toEqual(before);
  });

  it('saves the integration callback and maps its refusals', async () => {
    const c = ctx('business-new@example.com');
    expect(await integration.saveIntegration(c, { callbackUrl: 'https://hooks.example.com/cb', callbackFormat: 'xml' })).toBeNull();
    // A normal customer gets 403: a form error, nothing saved.
    expect(await integration.saveIntegration(ctx('customer@example.com'), { callbackUrl: 'https://hooks.example.com/cb', callbackFormat: 'json' })).toEqual({
      form: 'addresses.error.requestFailed',
    });
    expect(await integration.saveIntegration(c, { callbackUrl: 'http://hooks.example.com/cb', callbackFormat: 'json' })).toEqual({ callbackUrl: 'integration.error.callbackUrl' });
  });

  it('answers an unreachable API with the spec’s “Unable to save changes” form error', async () => {
    await t.platform.close();
    expect(await save.saveAddress(ctx('other@example.com'), null, GOOD)).toEqual({ kind: 'refused', errors: { form: 'addresses.error.requestFailed' } });
    expect(await save.removeAddress(ctx('other@example.com'), 'a-id')).toBe('failed');
  });
});
