import { describe, expect, it } from 'vitest';
import { SIGN_OUT_LANDINGS, postLogoutRedirectUris } from '../../app/auth/landings';
import { storefrontUrl } from '~/services/menu-config';
import { settingsPath } from '~/confirmations/links';
import { confirmationToken, subscriptionParams } from '~/confirmations/params';
import { BRANDS } from '../../shared/brands';

const url = (query: string) => new URL(`http://localhost:3000/x${query}`);

describe('sign-out landings', () => {
  it('are the three public pages a sign-out may end on', () => {
    expect([...SIGN_OUT_LANDINGS]).toEqual(['/signed-out', '/change-email-success', '/account-deleted']);
  });

  it('are registered for every origin, without doubled slashes', () => {
    expect(postLogoutRedirectUris(['http://localhost:3000', 'http://nl.localhost:3000/'])).toEqual([
      'http://localhost:3000/signed-out',
      'http://localhost:3000/change-email-success',
      'http://localhost:3000/account-deleted',
      'http://nl.localhost:3000/signed-out',
      'http://nl.localhost:3000/change-email-success',
      'http://nl.localhost:3000/account-deleted',
    ]);
  });
});

describe('confirmation token', () => {
  it('reads the confirmation-token parameter', () => {
    expect(confirmationToken(url('?confirmation-token=abc_DEF-123'))).toBe('abc_DEF-123');
    expect(confirmationToken(url('?confirmation-token=%20abc%20'))).toBe('abc');
  });

  it.each([
    ['missing', ''],
    ['empty', '?confirmation-token='],
    ['blank', '?confirmation-token=%20%20'],
    ['another name', '?token=abc'],
    ['with a slash (path traversal)', '?confirmation-token=..%2F..%2Fdeleteaccount'],
    ['with markup', '?confirmation-token=%3Cscript%3E'],
    ['too long', `?confirmation-token=${'a'.repeat(513)}`],
  ])('treats a %s token as missing', (_name, query) => {
    expect(confirmationToken(url(query))).toBeNull();
  });
});

describe('newsletter link parameters', () => {
  it('reads the token and the e-mail address', () => {
    expect(subscriptionParams(url('?confirmation-token=tok&email=news%40example.com'))).toEqual({ token: 'tok', email: 'news@example.com' });
  });

  it.each([
    ['no e-mail', '?confirmation-token=tok'],
    ['no token', '?email=news%40example.com'],
    ['a malformed e-mail', '?confirmation-token=tok&email=not-an-address'],
    ['an e-mail with a space', '?confirmation-token=tok&email=a%20b%40example.com'],
    ['a too long e-mail', `?confirmation-token=tok&email=${'a'.repeat(250)}%40example.com`],
    ['a malformed token', '?confirmation-token=a%2Fb&email=news%40example.com'],
  ])('refuses %s', (_name, query) => {
    expect(subscriptionParams(url(query))).toBeNull();
  });
});

describe('links of the confirmation pages', () => {
  it('sends Try again to the settings of the customer type', () => {
    expect(settingsPath({ b2b: false })).toBe('/settings');
    expect(settingsPath({ b2b: true })).toBe('/settings/b2b');
  });

  it("gives every brand's storefront as an https home page", () => {
    for (const brand of BRANDS) expect(storefrontUrl(brand)).toBe(`https://${brand.host}/`);
  });
});
