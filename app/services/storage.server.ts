import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

/**
 * The photo-deletion service (docs/contracts/deletion-api.md): the customer's photo storage
 * information (photo-library.md sections 3 and 7).
 */
const isoInstant = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');

export const accountInformationSchema = z.object({
  lastOrderDate: isoInstant.nullable(),
  projectCount: z.number().int().min(0),
  projectedDeletionDate: isoInstant,
  registrationDate: isoInstant,
});
export type AccountInformation = z.infer<typeof accountInformationSchema>;

/** GET accounts/getaccountinformation: the signed-in customer's own account; a copy from the last half minute will do (decision 2670). */
export async function getAccountInformation(ctx: UpstreamContext): Promise<AccountInformation> {
  return (await callUpstream('DELETION_API_URL', ctx, { path: '/accounts/getaccountinformation', schema: accountInformationSchema, fresh: true }));
}
