import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The AB-test offer lookup (decision 2132): one call whose answer may switch the overview's offer
// banner; only with marketing consent; any failure shows nothing.

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-offer-'));
process.env.PLATFORM_PORT = '3994';
process.env.LOG_LEVEL = 'info';

const { showOffer } = await import('~/care/offer.server');

const OFFERS = 'http://localhost:3994/abtest-api/v1/offers/me';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-offer-1' };
const marketing = { analytics: false, marketing: true };
let calls = 0;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const answer = (respond: () => Response | Promise<Response>) => server.use(http.get(OFFERS, () => ((calls += 1), respond())));

describe('showOffer', () => {
  it('asks nothing without marketing consent: no choice yet, 00 and 10', async () => {
    answer(() => HttpResponse.json({ experiment: 'account-offer', variant: 'B' }));
    for (const consent of [null, { analytics: false, marketing: false }, { analytics: true, marketing: false }]) {
      await expect(showOffer(ctx, consent)).resolves.toBe(false);
    }
    expect(calls).toBe(0);
  });

  it('shows the banner for variant B, not for A; with the customer’s token and the correlation id', async () => {
    let seen: Headers | undefined;
    server.use(http.get(OFFERS, ({ request }) => ((seen = request.headers), HttpResponse.json({ experiment: 'account-offer', variant: 'B' }))));
    await expect(showOffer(ctx, marketing)).resolves.toBe(true);
    expect(seen?.get('authorization')).toBe('Bearer token-abc');
    expect(seen?.get('x-correlation-id')).toBe('corr-offer-1');
    answer(() => HttpResponse.json({ experiment: 'account-offer', variant: 'A' }));
    await expect(showOffer(ctx, marketing)).resolves.toBe(false);
  });

  it.each([
    ['an error status', () => new HttpResponse('boom', { status: 500 })],
    ['an unknown customer', () => new HttpResponse(null, { status: 401 })],
    ['another shape', () => HttpResponse.json({ offer: true })],
    ['not JSON', () => new HttpResponse('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['the network failing', () => HttpResponse.error()],
    ['no answer within 1.5 s', async () => (await delay(2_500), HttpResponse.json({ experiment: 'account-offer', variant: 'B' }))],
  ])('shows nothing on %s, with a warning logged', async (_name, respond) => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    answer(respond);
    await expect(showOffer(ctx, marketing)).resolves.toBe(false);
    expect(calls).toBe(1);
    const lines = write.mock.calls.map(([chunk]) => String(chunk)).filter((l) => l.includes('offer lookup failed'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', correlationId: 'corr-offer-1' });
  });
});
