import { z } from 'zod';
import { callUpstream, UpstreamError, type UpstreamContext } from './http.server';
import { customerSchema, type CustomerRecord } from './customer.server';

/** A 400 from the customer API: every field's message at once (nothing was saved). */
export interface FieldIssue {
  path: string;
  message: string;
}
const validationSchema = z.object({ error: z.literal('validation'), issues: z.array(z.object({ path: z.string(), message: z.string() })) });

/** The field issues of a 400 validation answer, or null for any other failure. */
export function validationIssues(error: unknown): FieldIssue[] | null {
  if (!(error instanceof UpstreamError) || error.status !== 400) return null;
  try {
    const parsed = validationSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.issues : null;
  } catch {
    return null;
  }
}

export interface PersonalDetailsInput {
  firstName: string;
  lastName: string;
  phone: string | null;
  companyName?: string | null;
  vatNumber?: string | null;
}

/** PUT /customers/me — the personal details; answers the updated customer. */
export async function updateMe(ctx: UpstreamContext, input: PersonalDetailsInput): Promise<CustomerRecord> {
  return (await callUpstream('CUSTOMER_API_URL', ctx, { method: 'PUT', path: '/customers/me', body: input, schema: customerSchema }));
}

export const PAYMENT_METHODS = ['card', 'invoice', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const paymentSchema = z.object({ paymentMethod: z.enum(PAYMENT_METHODS).nullable() });

/** GET /customers/me/payment-method (null: none chosen yet). */
export async function getPaymentMethod(ctx: UpstreamContext): Promise<PaymentMethod | null> {
  return (await callUpstream('CUSTOMER_API_URL', ctx, { path: '/customers/me/payment-method', schema: paymentSchema })).paymentMethod;
}

/** PUT /customers/me/payment-method ('invoice' is for business customers only: 400 otherwise). */
export async function setPaymentMethod(ctx: UpstreamContext, paymentMethod: PaymentMethod): Promise<void> {
  await callUpstream('CUSTOMER_API_URL', ctx, { method: 'PUT', path: '/customers/me/payment-method', body: { paymentMethod }, schema: paymentSchema });
}

export const CALLBACK_FORMATS = ['json', 'xml'] as const;
export const integrationSchema = z.object({ callbackUrl: z.string().nullable(), callbackFormat: z.enum(CALLBACK_FORMATS).nullable() });
export type Integration = z.infer<typeof integrationSchema>;

/** GET /customers/me/integration — the FTP integration's callback (business customers; others 403). */
export async function getIntegration(ctx: UpstreamContext): Promise<Integration> {
  return (await callUpstream('CUSTOMER_API_URL', ctx, { path: '/customers/me/integration', schema: integrationSchema }));
}

/** PUT /customers/me/integration */
export async function setIntegration(ctx: UpstreamContext, input: { callbackUrl: string; callbackFormat: (typeof CALLBACK_FORMATS)[number] }): Promise<Integration> {
  return (await callUpstream('CUSTOMER_API_URL', ctx, { method: 'PUT', path: '/customers/me/integration', body: input, schema: integrationSchema }));
}
