import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { archiveEvent, PushBus, type ArchiveEvent } from '../../platform/push/bus';
import { attachPushServer } from '../../platform/push/server';
import { customer, makeJpeg, upload } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-push@example.com');
  bob = await customer(t, 'bob-push@example.com');
});

afterAll(() => stopTestPlatform(t));

/** A socket with every message and the close code recorded. */
class Client {
  readonly messages: string[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => this.messages.push(data.toString()));
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  async until(predicate: (messages: string[]) => boolean, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate(this.messages)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(this.messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  events(): ArchiveEvent[] {
    return this.messages.filter((m) => m !== 'OK').map((m) => JSON.parse(m) as ArchiveEvent);
  }
}

const pushUrl = () => `${t.platform.origin.replace(/^http/, 'ws')}/push`;

async function pushToken(token: string): Promise<{ token: string; expiresIn: number }> {
  const res = await fetch(`${t.platform.origin}/push/tokens`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; expiresIn: number };
}

async function authenticated(token: string): Promise<Client> {
  const client = new Client(pushUrl());
  await client.opened;
  client.ws.send(JSON.stringify({ action: 'authenticate', token: (await pushToken(token)).token }));
  await client.until((m) => m.includes('OK'));
  return client;
}

describe('push tokens', () => {
  it('are short-lived JWTs for the caller, never without a bearer token', async () => {
    const { token, expiresIn } = await pushToken(alice.token);
    expect(expiresIn).toBe(300);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; aud: string; exp: number; iat: number };
    expect(payload.sub).toBe(alice.id);
    expect(payload.aud).toBe('push');
    expect(payload.exp - payload.iat).toBe(300);
    expect((await fetch(`${t.platform.origin}/push/tokens`, { method: 'POST' })).status).toBe(401);
  });
});

describe('the push socket', () => {
  it('answers OK, then sends the account’s own archive events only', async () => {
    const mine = await authenticated(alice.token);
    const theirs = await authenticated(bob.token);
    const [photo] = (await upload(t, alice.token, [{ name: 'p.jpg', data: await makeJpeg(null) }])).map((r) => (r.status === 'added' ? r.photo : null));
    const res = await fetch(`${t.platform.origin}/download-api/downloads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ photoIds: [photo?.imageId] }),
    });
    const { id } = (await res.json()) as { id: string };
    await mine.until((m) => m.length >= 3);
    expect(mine.messages[0]).toBe('OK');
    const events = mine.events();
    expect(events.map((e) => e.key)).toEqual(['archive-started', 'archive-finished']);
    for (const event of events) {
      expect(event.message).toEqual({ userId: alice.id, downloadId: id });
      expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(event.timestamp)).not.toBeNaN();
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.messages).toEqual(['OK']);
    mine.ws.close();
    theirs.ws.close();
  });

  it('closes with 4401 on a bad, foreign-audience or expired token, or a message that is not authenticate', async () => {
    const keys = JSON.parse(fs.readFileSync(path.join(t.dataDir, 'keys', 'signing-jwks.json'), 'utf8')) as { keys: JWK[] };
    const es = keys.keys.find((k) => k.alg === 'ES256') as JWK;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: es.kid, typ: 'push+jwt' })
      .setIssuer(t.issuer)
      .setAudience('push')
      .setSubject(alice.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(await importJWK(es, 'ES256'));
    for (const first of [
      JSON.stringify({ action: 'authenticate', token: 'not-a-jwt' }),
      JSON.stringify({ action: 'authenticate', token: alice.token }), // an access token is not a push token
      JSON.stringify({ action: 'authenticate', token: expired }),
      JSON.stringify({ action: 'subscribe' }),
      'hello',
    ]) {
      const client = new Client(pushUrl());
      await client.opened;
      client.ws.send(first);
      expect((await client.closed).code).toBe(4401);
      expect(client.messages).toEqual([]);
    }
  });

  it('refuses upgrades on other paths', async () => {
    const client = new Client(`${t.platform.origin.replace(/^http/, 'ws')}/photo-api`);
    await expect(client.opened).rejects.toThrow(/404/);
  });
});

describe('push server timings', () => {
  it('closes an unauthenticated socket, and every socket when its session ends', async () => {
    const server = http.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const bus = new PushBus();
    const push = attachPushServer(server, {
      bus,
      tokens: { issue: async () => 'x', verify: async (token) => (token === 'good' ? 'acc-1' : null) },
      log: () => {},
      timings: { sessionMs: 400, authTimeoutMs: 150, heartbeatMs: 50 },
    });
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
    try {
      const silent = new Client(url);
      await silent.opened;
      expect((await silent.closed).code).toBe(4401);

      const client = new Client(url);
      await client.opened;
      client.ws.send(JSON.stringify({ action: 'authenticate', token: 'good' }));
      await client.until((m) => m.includes('OK'));
      bus.publish('acc-2', archiveEvent('archive-started', 'acc-2', 'd-2'));
      bus.publish('acc-1', archiveEvent('archive-error', 'acc-1', 'd-1'));
      await client.until((m) => m.length === 2);
      expect(client.events().map((e) => [e.key, e.message.downloadId])).toEqual([['archive-error', 'd-1']]);
      // Heartbeats (every 50 ms) keep an answering client open until the session ends.
      const { code } = await client.closed;
      expect(code).toBe(1000);
      for (let i = 0; i < 50 && bus.listenerCount('acc-1') > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(bus.listenerCount('acc-1')).toBe(0); // the server side has let go too
    } finally {
      await push.close();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('platform shutdown', () => {
  it('closes open push sockets with 1001 and does not hang', async () => {
    const client = await authenticated(alice.token);
    await t.platform.close();
    expect((await client.closed).code).toBe(1001);
  });
});
