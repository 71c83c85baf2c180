import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

const offerSchema = z.object({
  optionCode: z.string(),
  campaignName: z.string().optional(),
  title: z.string(),
  description: z.string().optional(),
  discountPercentage: z.number().optional(),
  validUntil: z.string().optional(),
});
export type VoucherOffer = z.infer<typeof offerSchema>;
export type VoucherDetails = ({ isVoucherFound: true } & VoucherOffer) | { isVoucherFound: false; optionCode: string };

/** GET /api/v1/campaigns/offers/{optionCode}; 404 means isVoucherFound false, other failures throw. */
export async function getVoucherDetails(ctx: UpstreamContext, optionCode: string): Promise<VoucherDetails> {
  const offer = await callUpstream('VOUCHER_API_URL', ctx, {
    path: `/api/v1/campaigns/offers/${encodeURIComponent(optionCode)}`,
    schema: offerSchema,
    nullOn: [404],
  });
  return offer ? { isVoucherFound: true, ...offer } : { isVoucherFound: false, optionCode };
}
