import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let tokens: Record<string, string>;

beforeAll(async () => ({ t, tokens } = await startSignedIn(['customer@example.com', 'business@example.com', 'other@example.com'])));
afterAll(() => stopTestPlatform(t));

function call(email: string, pathname: string, method = 'GET', body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[email]}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${t.platform.origin}/customer-api${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
type Address = { id: string; street: string; postalCode: string; isDefault: boolean; country: string };
const list = async (email: string) => ((await (await call(email, '/customers/me/addresses')).json()) as { items: Address[] }).items;

const GOOD = { firstName: 'Robin', lastName: 'Taylor', street: 'High Street', houseNumber: '12a', postalCode: 'sw1a 1aa', city: 'London', country: 'GB', phone: '+44 20 7946 0999' };

describe('customer API addresses', () => {
  it('lists the seeded addresses, owner-scoped, with one default', async () => {
    const mine = await list('customer@example.com');
    expect(mine.map((a) => a.country)).toEqual(['GB', 'NL']);
    expect(mine.filter((a) => a.isDefault)).toHaveLength(1);
    expect((await list('business@example.com')).map((a) => a.country)).toEqual(['GB', 'DE']);
    expect(await list('other@example.com')).toEqual([]);
  });

  it('creates, updates and deletes an address', async () => {
    const created = await call('other@example.com', '/customers/me/addresses', 'POST', GOOD);
    expect(created.status).toBe(201);
    const a = (await created.json()) as Address;
    expect(a).toMatchObject({ street: 'High Street', postalCode: 'SW1A 1AA', isDefault: true, companyName: null });
    const updated = await call('other@example.com', `/customers/me/addresses/${a.id}`, 'PUT', { ...GOOD, country: 'DE', postalCode: '10117', street: 'Unter den Linden' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: a.id, country: 'DE', postalCode: '10117', street: 'Unter den Linden', isDefault: true });
    expect((await call('other@example.com', `/customers/me/addresses/${a.id}`, 'DELETE')).status).toBe(204);
    expect(await list('other@example.com')).toEqual([]);
  });

  it("answers 404 for another account's address and changes nothing", async () => {
    const [theirs] = await list('customer@example.com');
    const before = await list('customer@example.com');
    expect((await call('other@example.com', `/customers/me/addresses/${theirs!.id}`, 'PUT', GOOD)).status).toBe(404);
    expect((await call('other@example.com', `/customers/me/addresses/${theirs!.id}`, 'DELETE')).status).toBe(404);
    expect((await call('other@example.com', '/customers/me/addresses/not-an-id', 'DELETE')).status).toBe(404);
    expect(await list('customer@example.com')).toEqual(before);
  });

  it('answers 400 with the spec messages and changes nothing', async () => {
    const before = await list('customer@example.com');
    const id = before[0]!.id;
    const bad = { ...GOOD, phone: '12', postalCode: '1234', houseNumber: 'abc', street: '<script>alert(1)</script>' };
    for (const [method, path] of [['POST', '/customers/me/addresses'], ['PUT', `/customers/me/addresses/${id}`]] as const) {
      const res = await call('customer@example.com', path, method, bad);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(body.error).toBe('validation');
      expect(Object.fromEntries(body.issues.map((i) => [i.path, i.message]))).toEqual({
        phone: 'Phone number must be valid',
        postalCode: 'Postal Code must be valid',
        houseNumber: 'Street number must be valid',
        street: 'Street name must be valid',
      });
    }
    for (const street of ['🏠 Road', 'x'.repeat(500)]) {
      const body = (await (await call('customer@example.com', '/customers/me/addresses', 'POST', { ...GOOD, street })).json()) as { issues: { path: string }[] };
      expect(body.issues.map((i) => i.path)).toEqual(['street']);
    }
    // A UK postcode for a Dutch address.
    const wrongCountry = await call('customer@example.com', '/customers/me/addresses', 'POST', { ...GOOD, country: 'NL' });
    expect(((await wrongCountry.json()) as { issues: unknown[] }).issues).toEqual([{ path: 'postalCode', message: 'Postal Code must be valid' }]);
    expect(await list('customer@example.com')).toEqual(before);
  });

  it('FTP integration is b2b only', async () => {
    expect((await call('customer@example.com', '/customers/me/integration')).status).toBe(403);
    expect((await call('customer@example.com', '/customers/me/integration', 'PUT', { callbackUrl: 'https://x.example/cb', callbackFormat: 'json' })).status).toBe(403);
    expect(await (await call('business@example.com', '/customers/me/integration')).json()).toEqual({ callbackUrl: null, callbackFormat: null });
    const bad = await call('business@example.com', '/customers/me/integration', 'PUT', { callbackUrl: 'http://x.example/cb', callbackFormat: 'csv' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['callbackFormat', 'callbackUrl']);
    const ok = await call('business@example.com', '/customers/me/integration', 'PUT', { callbackUrl: 'https://hooks.example.com/keepsake', callbackFormat: 'xml' });
    expect(await ok.json()).toEqual({ callbackUrl: 'https://hooks.example.com/keepsake', callbackFormat: 'xml' });
    expect(await (await call('business@example.com', '/customers/me/integration')).json()).toEqual({ callbackUrl: 'https://hooks.example.com/keepsake', callbackFormat: 'xml' });
  });

  it('refuses a callback to an internal address and keeps the saved one (decisions 2314, 2472)', async () => {
    const internal = [
      'https://169.254.169.254/latest/meta-data/',
      'https://2852039166/', // 169.254.169.254 as one number
      'https://127.0.0.1/',
      'https://0x7f.1/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://192.168.1.1:8443/x',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::ffff:169.254.169.254]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://localhost/',
      'https://api.localhost/',
      'https://metadata/',
      'https://metadata.google.internal/',
      'https://printer.local./',
      // Decision 2472: IPv6 forms of internal IPv4 addresses, and IPv6 that is not global unicast.
      'https://[::7f00:1]/', // IPv4-compatible 127.0.0.1
      'https://[::8.8.8.8]/', // IPv4-compatible: deprecated, whatever it embeds
      'https://[::ffff:7f00:1]/', // IPv4-mapped 127.0.0.1
      'https://[::ffff:0:a00:1]/', // IPv4-translated 10.0.0.1
      'https://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
      'https://[2002:a9fe:a9fe::1]/', // 6to4 of 169.254.169.254
      'https://[64:ff9b::a9fe:a9fe]/', // NAT64 (well-known prefix) of 169.254.169.254
      'https://[64:ff9b:1::a00:1]/', // NAT64 (local-use prefix) of 10.0.0.1
      'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/', // Teredo, client 10.0.0.1
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', // Teredo, client 127.0.0.1
      'https://[fec0::1]/', // site-local (deprecated)
      'https://[fc00::1]/',
      'https://[fe80::1]/',
      'https://[::]/',
      'https://[ff02::1]/',
      'https://[100::1]/', // discard-only
      'https://[5f00::1]/', // SRv6
      'https://[2001:db8::1]/', // documentation
      'https://[3fff::1]/', // documentation
      'https://[2001:2::1]/', // benchmarking
      'https://192.0.2.1/', // documentation
      'https://203.0.113.9/', // documentation
    ];
    for (const callbackUrl of internal) {
      const res = await call('business@example.com', '/customers/me/integration', 'PUT', { callbackUrl, callbackFormat: 'json' });
      expect(res.status, callbackUrl).toBe(400);
      expect(((await res.json()) as { issues: { path: string; message: string }[] }).issues).toEqual([
        { path: 'callbackUrl', message: 'Callback URL must be a valid https URL' },
      ]);
    }
    expect(await (await call('business@example.com', '/customers/me/integration')).json()).toEqual({ callbackUrl: 'https://hooks.example.com/keepsake', callbackFormat: 'xml' });
    const publicUrls = [
      'https://8.8.8.8/cb',
      'https://[2606:4700:4700::1111]/cb',
      'https://[2a00:1450:4001:830::200e]/cb',
      'https://[::ffff:8.8.8.8]/cb', // IPv4-mapped public address
      'https://[2002:808:808::1]/cb', // 6to4 of 8.8.8.8
      'https://hooks.example.com:8443/x',
    ];
    for (const callbackUrl of publicUrls) {
      expect((await call('business@example.com', '/customers/me/integration', 'PUT', { callbackUrl, callbackFormat: 'json' })).status, callbackUrl).toBe(200);
    }
  });

  it('payment method: read, change, invoice for b2b only', async () => {
    expect(await (await call('customer@example.com', '/customers/me/payment-method')).json()).toEqual({ paymentMethod: null });
    expect(await (await call('customer@example.com', '/customers/me/payment-method', 'PUT', { paymentMethod: 'paypal' })).json()).toEqual({ paymentMethod: 'paypal' });
    expect((await call('customer@example.com', '/customers/me/payment-method', 'PUT', { paymentMethod: 'invoice' })).status).toBe(400);
    expect((await call('customer@example.com', '/customers/me/payment-method', 'PUT', { paymentMethod: 'cash' })).status).toBe(400);
    expect(await (await call('customer@example.com', '/customers/me/payment-method')).json()).toEqual({ paymentMethod: 'paypal' });
    expect(await (await call('business@example.com', '/customers/me/payment-method', 'PUT', { paymentMethod: 'invoice' })).json()).toEqual({ paymentMethod: 'invoice' });
  });
});
