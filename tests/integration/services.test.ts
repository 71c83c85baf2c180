import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-services-'));
process.env.PLATFORM_PORT = '3991';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const { getMe } = await import('~/services/customer.server');
const { getPhotoUser } = await import('~/services/photos.server');
const { UpstreamError, UpstreamShapeError, UpstreamUnavailableError, upstreamContext } = await import('~/services/http.server');
const { updateMe } = await import('~/services/account-settings.server');

const CUSTOMER = 'http://localhost:3991/customer-api/customers/me';
const USERS = 'http://localhost:3991/photo-api/users';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-12345678' };
const customer = {
  id: 'a1', email: 'customer@example.com', firstName: 'Alex', lastName: 'Morgan', phone: null,
  customerType: 'b2c', b2bStatus: null, companyName: null, vatNumber: null, registrationDate: '2024-01-01T00:00:00.000Z',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('upstream client base', () => {
  it('sends the bearer token and the correlation id, and parses the answer', async () => {
    let seen: Headers | undefined;
    server.use(http.get(CUSTOMER, ({ request }) => ((seen = request.headers), HttpResponse.json(customer))));
    await expect(getMe(ctx)).resolves.toMatchObject({ email: 'customer@example.com', customerType: 'b2c' });
    expect(seen?.get('authorization')).toBe('Bearer token-abc');
    expect(seen?.get('x-correlation-id')).toBe('corr-12345678');
  });

  it('answers reads of the same request in flight together, never those of another request or token', async () => {
    let calls = 0;
    server.use(http.get(CUSTOMER, async () => ((calls += 1), await delay(30), HttpResponse.json(customer))));
    const [a, b] = await Promise.all([getMe(ctx), getMe({ ...ctx })]);
    expect(a).toEqual(b);
    expect(calls).toBe(1);
    await Promise.all([getMe(ctx), getMe({ ...ctx, correlationId: 'corr-other-1' }), getMe({ ...ctx, accessToken: 'token-xyz' })]);
    expect(calls).toBe(4);
    await getMe(ctx);
    expect(calls).toBe(5);
  });

  it("keeps a page request's answered reads until a write, never another request's (decision 1621)", async () => {
    let calls = 0;
    let failNext = false;
    server.use(
      http.get(CUSTOMER, () => ((calls += 1), failNext ? ((failNext = false), new HttpResponse('boom', { status: 500 })) : HttpResponse.json(customer))),
      http.put(CUSTOMER, () => HttpResponse.json(customer)),
    );
    const page = new Request('http://app.test/settings');
    await getMe(upstreamContext(page, 'token-abc'));
    await getMe(upstreamContext(page, 'token-abc'));
    expect(calls).toBe(1);
    await getMe(upstreamContext(new Request('http://app.test/settings'), 'token-abc'));
    await getMe(upstreamContext(page, 'token-xyz'));
    expect(calls).toBe(3);
    await updateMe(upstreamContext(page, 'token-abc'), { firstName: 'Sam', lastName: 'Morgan', phone: null });
    await getMe(upstreamContext(page, 'token-abc'));
    expect(calls).toBe(4);
    // A failed read is not kept: the next read of the page request goes out again.
    const failing = new Request('http://app.test/settings');
    failNext = true;
    await expect(getMe(upstreamContext(failing, 'token-abc'))).rejects.toBeInstanceOf(UpstreamError);
    await expect(getMe(upstreamContext(failing, 'token-abc'))).resolves.toMatchObject({ email: 'customer@example.com' });
    expect(calls).toBe(6);
  });

  it("maps a non-OK answer to 'Error {body}; Status Code: {status}'", async () => {
    server.use(http.get(USERS, () => new HttpResponse('boom', { status: 500 })));
    const error = await getPhotoUser(ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toBe('Error boom; Status Code: 500');
    expect((error as InstanceType<typeof UpstreamError>).correlationId).toBe('corr-12345678');
  });

  it('answers a timeout with an unavailable error', async () => {
    server.use(http.get(USERS, async () => (await delay(1000), HttpResponse.json({ photosCount: 1 }))));
    await expect(getPhotoUser(ctx)).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('answers a reset connection with an unavailable error', async () => {
    server.use(http.get(USERS, () => HttpResponse.error()));
    await expect(getPhotoUser(ctx)).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("maps a malformed body to 'Unable to parse response!'", async () => {
    server.use(http.get(USERS, () => HttpResponse.json({ photosCount: -3 })));
    await expect(getPhotoUser(ctx)).rejects.toThrowError(/^Unable to parse response!$/);
    server.use(http.get(USERS, () => new HttpResponse('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    await expect(getPhotoUser(ctx)).rejects.toBeInstanceOf(UpstreamShapeError);
  });
});

describe('customer client', () => {
  it('reads 404 as a deleted account (null)', async () => {
    server.use(http.get(CUSTOMER, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await expect(getMe(ctx)).resolves.toBeNull();
  });

  it('rejects a 500 and a malformed customer', async () => {
    server.use(http.get(CUSTOMER, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await expect(getMe(ctx)).rejects.toThrowError('Status Code: 500');
    server.use(http.get(CUSTOMER, () => HttpResponse.json({ ...customer, customerType: 'pirate' })));
    await expect(getMe(ctx)).rejects.toBeInstanceOf(UpstreamShapeError);
  });
});
