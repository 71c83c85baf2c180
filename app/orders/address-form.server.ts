import { createCookie } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import { getConfig } from '~/config.server';
import { trimReply } from '~/lib/form.server';

/**
 * A refused change of address travels to the next GET in a short-lived signed cookie, so the
 * page after Post/Redirect/Get can show the error summary, the "Error: " title and the answers.
 */
let cookie: ReturnType<typeof createCookie> | undefined;
function formCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  cookie ??= createCookie('orders_address_form', {
    secrets: [SESSION_SECRET],
    httpOnly: true,
    sameSite: 'lax',
    secure: PRODUCTION,
    path: '/orders',
    maxAge: 120,
  });
  return cookie;
}

const storedSchema = z.object({
  orderCode: z.string(),
  result: z.object({
    status: z.enum(['error', 'success']).optional(),
    initialValue: z.record(z.string(), z.unknown()).nullable().optional(),
    error: z.record(z.string(), z.array(z.string()).nullable()).nullable().optional(),
  }),
});

export function saveAddressForm(orderCode: string, result: SubmissionResult<string[]>): Promise<string> {
  return formCookie().serialize({ orderCode, result: trimReply(result) });
}

/** The refused submission for this order (and the Set-Cookie that clears it), if any. */
export async function takeAddressForm(request: Request, orderCode: string): Promise<{ result: SubmissionResult<string[]> | null; clear: string | null }> {
  const raw = (await formCookie().parse(request.headers.get('Cookie'))) as unknown;
  if (raw === null || raw === undefined) return { result: null, clear: null };
  const clear = await formCookie().serialize('', { maxAge: 0, expires: new Date(0) });
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success || parsed.data.orderCode !== orderCode) return { result: null, clear };
  return { result: parsed.data.result as SubmissionResult<string[]>, clear };
}
