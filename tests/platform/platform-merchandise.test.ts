import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../shared/brands';
import { customer } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let token: string;

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  ({ token } = await customer(t, 'merch@example.com'));
});

afterAll(() => stopTestPlatform(t));

const CHANNELS_QUERY = `query Channels($vendor: String!, $locale: String!) {
  Channels(vendor: $vendor, locale: $locale) { ID Vendor { ID Locale } ShopUrl }
}`;

function graphql(body: unknown, bearer: string | null = token): Promise<Response> {
  return fetch(`${t.platform.origin}/merchandise-api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('merchandise channels', () => {
  it('has one channel per storefront: vendor = brand id, with its locale', async () => {
    const ids = new Set<string>();
    for (const brand of BRANDS) {
      const res = await graphql({ query: CHANNELS_QUERY, variables: { vendor: brand.id, locale: brand.locale } });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { Channels: { ID: string; Vendor: { ID: string; Locale: string }; ShopUrl: string }[] } };
      expect(data.Channels).toHaveLength(1);
      const [channel] = data.Channels;
      expect(channel?.Vendor).toEqual({ ID: brand.id, Locale: brand.locale });
      expect(channel?.ShopUrl).toBe(`https://${brand.host}/`);
      ids.add(channel?.ID ?? '');
    }
    expect(ids.size).toBe(17);
  });

  it('answers an empty list for an unknown vendor or locale', async () => {
    for (const variables of [
      { vendor: 'nobody', locale: 'en-GB' },
      { vendor: 'keepsake-uk', locale: 'de-DE' },
      {},
    ]) {
      const res = await graphql({ query: CHANNELS_QUERY, variables });
      expect(await res.json()).toEqual({ data: { Channels: [] } });
    }
  });

  it('returns only the fields asked for, honours literals and aliases', async () => {
    const res = await graphql({ query: '{ shop: Channels(vendor: "keepsake-nl", locale: "nl-NL") { ID, __typename } }' });
    expect(await res.json()).toEqual({ data: { shop: [{ ID: 'ch_keepsake-nl_nl-NL', __typename: 'Channel' }] } });
  });

  it('answers GraphQL errors for unknown fields and bad syntax; needs a token', async () => {
    const unknown = await graphql({ query: '{ Channels(vendor: "x", locale: "y") { Price } }' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('Price');
    expect((await graphql({ query: '{ Articles { ID } }' })).status).toBe(400);
    expect((await graphql({ query: '{ Channels(' })).status).toBe(400);
    expect((await graphql({ query: 'mutation { Channels { ID } }' })).status).toBe(400);
    expect((await graphql({ query: CHANNELS_QUERY }, null)).status).toBe(401);
  });
});
