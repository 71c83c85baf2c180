import { z } from 'zod';
import { log } from '~/lib/log.server';
import { callUpstream, type UpstreamContext } from './http.server';

/** The merchandise API's Channels query (docs/contracts/selection-download-api.md). */

const CHANNELS_QUERY = `query Channels($vendor: String!, $locale: String!) {
  Channels(vendor: $vendor, locale: $locale) { ID Vendor { ID Locale } ShopUrl }
}`;

const channelsSchema = z.object({
  data: z.object({
    Channels: z.array(
      z.object({ ID: z.union([z.string(), z.number()]).transform(String), Vendor: z.object({ ID: z.string(), Locale: z.string() }), ShopUrl: z.string().nullish() }),
    ),
  }),
});

export const CHANNEL_NOT_FOUND = 'Unable to extract channel ID!';

export class ChannelNotFoundError extends Error {
  constructor() {
    super(CHANNEL_NOT_FOUND);
    this.name = 'ChannelNotFoundError';
  }
}

/** The channel id of a brand (vendor) and locale; ChannelNotFoundError (logged) when there is none. */
export async function getChannelId(ctx: UpstreamContext, input: { vendor: string; locale: string }): Promise<string> {
  const res = await callUpstream('MERCHANDISE_API_URL', ctx, {
    method: 'POST',
    path: '/graphql',
    body: { query: CHANNELS_QUERY, variables: input },
    schema: channelsSchema,
  });
  const channel = res?.data.Channels.find((c) => c.Vendor.ID === input.vendor && c.Vendor.Locale === input.locale);
  if (!channel?.ID) {
    log('error', CHANNEL_NOT_FOUND, { ...input, correlationId: ctx.correlationId });
    throw new ChannelNotFoundError();
  }
  return channel.ID;
}
