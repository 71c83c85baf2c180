import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';
import { FEEDBACK_WIDGET_IDS } from '../../shared/feedback-widgets';
import { offerVariantFor } from '../../platform/care/router';

// The stand-ins of the storefront's browser widgets and AB-test lookup (docs/contracts/care-widgets.md).

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ seed: true });
});
afterAll(() => stopTestPlatform(t));

const post = (path: string, body: string) => fetch(`${t.platform.origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });

describe('chat and feedback stand-ins', () => {
  it('serve the chat script, which posts to the chat service', async () => {
    const res = await fetch(`${t.platform.origin}/chat/widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await res.text();
    expect(script).toContain('window.KeepsakeChat');
    expect(script).toContain(`window.KeepsakeChat.base = "${t.platform.origin}/chat"`);
    expect(() => new Function(script)).not.toThrow();
  });

  it('serve a feedback script for each of the 11 widget ids and none for another id', async () => {
    for (const id of Object.values(FEEDBACK_WIDGET_IDS)) {
      const res = await fetch(`${t.platform.origin}/feedback/widgets/${id}/widget.js`);
      expect(res.status, id).toBe(200);
      expect(await res.text()).toContain(`${t.platform.origin}/feedback/widgets/${id}/responses`);
    }
    expect((await fetch(`${t.platform.origin}/feedback/widgets/fb-unknown/widget.js`)).status).toBe(404);
    expect((await post('/feedback/widgets/fb-unknown/responses', JSON.stringify({ text: 'Hi' }))).status).toBe(404);
  });

  it('take a message from any origin as text/plain (202) and refuse a malformed one (400)', async () => {
    const sent = await post('/chat/messages', JSON.stringify({ locale: 'en-GB', text: 'Where is my photo book?' }));
    expect(sent.status).toBe(202);
    expect(sent.headers.get('access-control-allow-origin')).toBe('*');
    expect((await post(`/feedback/widgets/${FEEDBACK_WIDGET_IDS['en-GB']}/responses`, JSON.stringify({ text: 'Nice' }))).status).toBe(202);
    for (const bad of ['', 'not json', JSON.stringify({ text: '   ' }), JSON.stringify({ text: 'x'.repeat(2001) })]) {
      expect((await post('/chat/messages', bad)).status, bad.slice(0, 20)).toBe(400);
    }
  });
});

describe('AB-test stand-in', () => {
  it("answers the caller's own variant, stable per account; refuses a request without a token", async () => {
    expect((await fetch(`${t.platform.origin}/abtest-api/v1/offers/me`)).status).toBe(401);
    const { accessToken } = await signInOverHttp({ ...t.client, email: 'customer@example.com', password: 'keepsake-demo' });
    const ask = async () => (await fetch(`${t.platform.origin}/abtest-api/v1/offers/me`, { headers: { Authorization: `Bearer ${accessToken}` } })).json();
    const first = (await ask()) as { experiment: string; variant: string };
    expect(first.experiment).toBe('account-offer');
    expect(['A', 'B']).toContain(first.variant);
    expect(await ask()).toEqual(first);
    // Half of the accounts each, roughly.
    const variants = Array.from({ length: 200 }, (_, i) => offerVariantFor(`account-${i}`));
    expect(variants.filter((v) => v === 'B').length).toBeGreaterThan(70);
    expect(variants.filter((v) => v === 'B').length).toBeLessThan(130);
  });
});
