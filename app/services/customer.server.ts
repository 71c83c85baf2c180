import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

export const b2bStatusSchema = z.enum(['Default', 'New', 'Blocked']);

export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable().optional(),
  customerType: z.enum(['b2c', 'b2b']),
  b2bStatus: b2bStatusSchema.nullable(),
  companyName: z.string().nullable().optional(),
  vatNumber: z.string().nullable().optional(),
  registrationDate: z.string().optional(),
});
export type CustomerRecord = z.infer<typeof customerSchema>;

/**
 * GET /customers/me; `null` means the account is marked deleted (404). `fresh`: a copy this
 * sign-in read in the last half minute will do (the account layout's name and banner, decision 2670).
 */
export function getMe(ctx: UpstreamContext, { fresh = false } = {}): Promise<CustomerRecord | null> {
  return callUpstream('CUSTOMER_API_URL', ctx, { path: '/customers/me', schema: customerSchema, nullOn: [404], fresh });
}
