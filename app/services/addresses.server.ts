import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

export const addressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = Omit<Address, 'id' | 'isDefault'> & { isDefault?: boolean };

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const addressListSchema = z.object({ items: z.array(addressSchema) });

/** GET /customers/me/addresses — oldest first. */
export async function listAddresses(ctx: UpstreamContext): Promise<Address[]> {
  return (await callUpstream('CUSTOMER_API_URL', ctx, { path: '/customers/me/addresses', schema: addressListSchema })).items;
}

/** One of the customer's addresses, or null (another account's id, a malformed id, gone). */
export async function getAddress(ctx: UpstreamContext, id: string): Promise<Address | null> {
  return (await listAddresses(ctx)).find((a) => a.id === id) ?? null;
}

/** POST /customers/me/addresses — 201 with the address; 409 too_many_addresses past the limit; 400 validation. */
export async function createAddress(ctx: UpstreamContext, input: AddressInput): Promise<Address> {
  return (await callUpstream('CUSTOMER_API_URL', ctx, { method: 'POST', path: '/customers/me/addresses', body: input, schema: addressSchema }));
}

/** PUT /customers/me/addresses/{id} — the whole address; null when it is not the customer's (404). */
export function updateAddress(ctx: UpstreamContext, id: string, input: AddressInput): Promise<Address | null> {
  return callUpstream('CUSTOMER_API_URL', ctx, { method: 'PUT', path: `/customers/me/addresses/${encodeURIComponent(id)}`, body: input, schema: addressSchema, nullOn: [404] });
}

/** DELETE /customers/me/addresses/{id} — false when it is not the customer's (404). */
export async function deleteAddress(ctx: UpstreamContext, id: string): Promise<boolean> {
  return (await callUpstream('CUSTOMER_API_URL', ctx, { method: 'DELETE', path: `/customers/me/addresses/${encodeURIComponent(id)}`, schema: z.unknown(), nullOn: [404] })) !== null;
}
