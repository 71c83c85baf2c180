import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
const tokens: Record<string, string> = {};

const EMAILS = ['customer@example.com', 'business@example.com', 'other@example.com', 'deleted@example.com'];

beforeAll(async () => {
  t = await startTestPlatform();
  for (const email of EMAILS) {
    tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
  }
});
afterAll(() => stopTestPlatform(t));

function call(pathname: string, token: string | undefined, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  return fetch(`${t.platform.origin}${pathname}`, { ...init, headers });
}

const me = (email: string) => call('/customer-api/customers/me', tokens[email]);
const put = (email: string, body: unknown) =>
  call('/customer-api/customers/me', tokens[email], {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A token exactly like the platform's, signed with `key`/`kid`, with claim overrides. */
async function forge(key: CryptoKey | Uint8Array, kid: string, claims: Record<string, unknown> = {}, expiresAt: string | number = '5m') {
  return new SignJWT({ email: 'customer@example.com', idp_type: 'keepsake', idp_sub: 'x', client_id: t.client.clientId, ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
    .setIssuer(t.issuer)
    .setAudience(t.platform.origin)
    .setSubject(String(claims.sub ?? 'x'))
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

describe('customer API', () => {
  it('GET /customers/me returns the b2c customer', async () => {
    const res = await me('customer@example.com');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'customer@example.com',
      firstName: 'Alex',
      lastName: 'Morgan',
      customerType: 'b2c',
      b2bStatus: null,
      companyName: null,
      vatNumber: null,
    });
    expect(Object.keys(body).sort()).toEqual(
      ['id', 'email', 'firstName', 'lastName', 'phone', 'customerType', 'b2bStatus', 'companyName', 'vatNumber', 'registrationDate'].sort(),
    );
    expect(Date.parse(String(body.registrationDate))).toBeLessThan(Date.now());
  });

  it('GET /customers/me returns the business customer', async () => {
    const body = (await (await me('business@example.com')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'business@example.com', customerType: 'b2b', b2bStatus: 'Default', companyName: 'Morgan Prints Ltd' });
    expect(body.vatNumber).toBeTruthy();
  });

  it('each token sees only its own customer', async () => {
    const ids = new Set<string>();
    for (const email of ['customer@example.com', 'business@example.com', 'other@example.com']) {
      const body = (await (await me(email)).json()) as { id: string; email: string };
      expect(body.email).toBe(email);
      ids.add(body.id);
    }
    expect(ids.size).toBe(3);
  });

  it('answers 404 for a deleted account', async () => {
    const res = await me('deleted@example.com');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found' });
    expect((await put('deleted@example.com', { firstName: 'A', lastName: 'B' })).status).toBe(404);
  });

  it("refuses a deleted account's token everywhere else (finding 4): photos, backups, albums, orders, downloads", async () => {
    for (const pathname of ['/photo-api/photos?limit=1', '/photo-api/backups/x', '/photo-api/albums', '/order-api/orders', '/download-api/downloads/x', '/projects-api/projects']) {
      const res = await call(pathname, tokens['deleted@example.com']);
      expect(res.status, pathname).toBe(401);
      // A live account's token passes the same gate (whatever the route then answers).
      expect((await call(pathname, tokens['customer@example.com'])).status, pathname).not.toBe(401);
    }
  });

  it('answers 401 with WWW-Authenticate for no, garbage, foreign-key, expired and wrong-audience tokens', async () => {
    const jwks = JSON.parse(fs.readFileSync(path.join(t.dataDir, 'keys', 'signing-jwks.json'), 'utf8')) as { keys: JWK[] };
    const rsa = jwks.keys.find((k) => k.alg === 'RS256');
    if (!rsa?.kid) throw new Error('no RS256 key');
    const realKey = (await importJWK(rsa, 'RS256')) as CryptoKey;
    const sub = (await (await me('customer@example.com')).json()) as { id: string };

    // Sanity check: a token forged with the real key and valid claims (a live grant's id) is accepted…
    const gid = decodeJwt(tokens['customer@example.com']!).gid;
    expect((await call('/customer-api/customers/me', await forge(realKey, rsa.kid, { sub: sub.id, gid }))).status).toBe(200);
    // …and refused without a grant, or with one that does not exist (finding 6).
    expect((await call('/customer-api/customers/me', await forge(realKey, rsa.kid, { sub: sub.id }))).status).toBe(401);
    expect((await call('/customer-api/customers/me', await forge(realKey, rsa.kid, { sub: sub.id, gid: 'no-such-grant' }))).status).toBe(401);

    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const bad: Record<string, string | undefined> = {
      none: undefined,
      garbage: 'not-a-jwt',
      otherKey: await forge(otherKey, rsa.kid, { sub: sub.id }),
      expired: await forge(realKey, rsa.kid, { sub: sub.id }, Math.floor(Date.now() / 1000) - 120),
      wrongAudience: await new SignJWT({ email: 'customer@example.com', idp_type: 'keepsake', idp_sub: sub.id })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: rsa.kid })
        .setIssuer(t.issuer)
        .setAudience('http://elsewhere.example')
        .setSubject(sub.id)
        .setExpirationTime('5m')
        .sign(realKey),
    };
    for (const [name, token] of Object.entries(bad)) {
      for (const p of ['/customer-api/customers/me', '/photo-api/users']) {
        const res = await call(p, token);
        expect(res.status, `${name} ${p}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(await res.json()).toEqual({ error: 'unauthorized' });
      }
    }
  });

  it('PUT with bad input answers 400 with issues and changes nothing', async () => {
    const before = await (await me('customer@example.com')).json();
    const cases: unknown[] = [
      { firstName: '', lastName: 'Morgan' },
      { firstName: 'A'.repeat(101), lastName: 'Morgan' },
      { firstName: 'Al\u0000ex', lastName: 'Morgan' },
      { firstName: 'Alex', lastName: 'Morgan', phone: 'call me' },
      { lastName: 'Morgan' },
      [],
    ];
    for (const body of cases) {
      const res = await put('customer@example.com', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(json.error).toBe('validation');
      expect(json.issues.length).toBeGreaterThan(0);
      expect(typeof json.issues[0]?.path).toBe('string');
    }
    const first = (await (await put('customer@example.com', { firstName: '', lastName: '' })).json()) as { issues: { path: string }[] };
    expect(first.issues.map((i) => i.path).sort()).toEqual(['firstName', 'lastName']);
    expect((await put('customer@example.com', '{not json')).status).toBe(400);
    expect(await (await me('customer@example.com')).json()).toEqual(before);
  });

  it('PUT refuses a name with a web address, markup or a bidi override: the personal-details form’s rule, shared with registration (decision 2475)', async () => {
    const before = await (await me('customer@example.com')).json();
    for (const [body, path] of [
      [{ firstName: 'Refund pending: confirm at https://keepsake-refunds.example/claim?id=8812', lastName: 'Morgan' }, 'firstName'],
      [{ firstName: 'Alex', lastName: '<b>Morgan</b>' }, 'lastName'],
      [{ firstName: 'Alex', lastName: 'Mor\u202egan' }, 'lastName'],
    ] as const) {
      const res = await put('customer@example.com', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([path]);
    }
    expect(await (await me('customer@example.com')).json()).toEqual(before);
  });

  it('PUT with good input persists (trimmed) and returns the customer', async () => {
    const res = await put('other@example.com', { firstName: '  Robin ', lastName: 'Taylor-Smith', phone: '+44 7700 900123' });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Record<string, unknown>;
    expect(updated).toMatchObject({ firstName: 'Robin', lastName: 'Taylor-Smith', phone: '+44 7700 900123', email: 'other@example.com' });
    expect(await (await me('other@example.com')).json()).toEqual(updated);
    // Another customer is untouched.
    expect(await (await me('customer@example.com')).json()).toMatchObject({ firstName: 'Alex', lastName: 'Morgan' });
  });

  it('PUT updates a business customer\'s company details and clears with null', async () => {
    const res = await put('business@example.com', { firstName: 'Sam', lastName: 'Morgan', companyName: 'Morgan Prints Group Ltd', vatNumber: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ companyName: 'Morgan Prints Group Ltd', vatNumber: null, phone: '+44 161 496 0123' });
  });
});

describe('photo API', () => {
  it('GET /users answers photosCount 0 for a new library', async () => {
    const res = await call('/photo-api/users', tokens['customer@example.com']);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ photosCount: 0 });
  });
});
