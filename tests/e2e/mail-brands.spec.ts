import { accessToken, confirmEmailChangeDirectly, freshAccessToken, registerFreshAccount, uniqueEmail } from './confirm-support';
import { APP_PORT, PLATFORM_URL } from './support/env';
import { expect, test } from './support/sign-in';

// The outbox's e-mails speak the storefront's language under its name (decision 2574): a request
// made on Posterhaus (de-AT) is German and signed Posterhaus, one on Fotofolio says Fotofolio,
// and the notice that follows a change comes from the storefront the change was asked on.

const origin = (subdomain: string) => `http://${subdomain}.localhost:${APP_PORT}`;

function identityPath(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { idp_type: string; idp_sub: string };
  return `${PLATFORM_URL}/auth-service/v2/identities/${encodeURIComponent(payload.idp_type)}/${encodeURIComponent(payload.idp_sub)}`;
}

async function ask(token: string, path: string, body: Record<string, string>) {
  const res = await fetch(`${identityPath(token)}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(202);
}

async function newestMail(to: string): Promise<{ subject: string; text: string }> {
  const { mails } = (await (await fetch(`${PLATFORM_URL}/mailbox?format=json&to=${encodeURIComponent(to)}`)).json()) as { mails: { subject: string; text: string }[] };
  expect(mails.length, `a mail to ${to}`).toBeGreaterThan(0);
  return mails[0]!;
}

test('an e-mail change asked on Posterhaus is confirmed in German, and so is the notice to the old address', async ({ page, browser }, info) => {
  const email = await registerFreshAccount(page, info, 'mail-de');
  const token = await accessToken(page.context());
  const next = uniqueEmail('mail-de-new', info);
  await ask(token, '/emailchanges', { email: next, channel: origin('posterhaus') });

  const confirmation = await newestMail(next);
  expect(confirmation.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
  expect(confirmation.text).toMatch(/^Guten Tag,\n/);
  expect(confirmation.text).toContain('für Ihr Posterhaus-Konto');
  expect(confirmation.text).toContain(`${origin('posterhaus')}/change-email-confirmation?confirmation-token=`);
  expect(confirmation.text).not.toContain('Keepsake');

  const confirmationToken = /confirmation-token=([A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1] ?? '';
  expect(await confirmEmailChangeDirectly(await freshAccessToken(browser, email, 'fresh-account-pw'), confirmationToken)).toBe(200);
  const notice = await newestMail(email);
  expect(notice.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
  expect(notice.text).toContain('Ihres Posterhaus-Kontos');
  expect(notice.text).not.toContain('Keepsake');
});

test('a deletion asked on Fotofolio is signed Fotofolio; one asked on the French storefront is French', async ({ page }, info) => {
  const email = await registerFreshAccount(page, info, 'mail-fotofolio');
  const token = await accessToken(page.context());
  await ask(token, '/deleteaccount', { channel: origin('fotofolio') });
  const fotofolio = await newestMail(email);
  expect(fotofolio.subject).toBe('Confirm the deletion of your account');
  expect(fotofolio.text).toContain('delete your Fotofolio account');
  expect(fotofolio.text).not.toContain('Keepsake');

  await ask(token, '/deleteaccount', { channel: origin('fr') });
  const french = await newestMail(email);
  expect(french.subject).toBe('Confirmez la suppression de votre compte');
  expect(french.text).toContain('votre compte Keepsake');
});
