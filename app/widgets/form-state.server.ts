import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';

/**
 * A refused share form, carried to the next GET (Post/Redirect/Get for errors too, so the page
 * title can say 'Error: …'): the answers and an error key per field. Signed, httpOnly, one minute,
 * only sent to /online-products, and cleared when read.
 */
const stateSchema = z.object({
  productCode: z.string().max(100),
  values: z.record(z.string(), z.string().max(2000)),
  errors: z.record(z.string(), z.string().max(200)),
});
export type ShareFormState = z.infer<typeof stateSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function formCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  cookie ??= createCookie('share_form', { secrets: [SESSION_SECRET], httpOnly: true, sameSite: 'lax', secure: PRODUCTION, path: '/online-products', maxAge: 60 });
  return cookie;
}

export function storeShareForm(state: ShareFormState): Promise<string> {
  return formCookie().serialize(state);
}

/** The refused form for this product (if any), and the Set-Cookie that clears it. */
export async function readShareForm(request: Request, productCode: string): Promise<{ state: ShareFormState | null; clear: string | null }> {
  const raw = (await formCookie().parse(request.headers.get('Cookie'))) as unknown;
  if (raw === null || raw === undefined) return { state: null, clear: null };
  const parsed = stateSchema.safeParse(raw);
  const clear = await formCookie().serialize('', { maxAge: 0, expires: new Date(0) });
  return { state: parsed.success && parsed.data.productCode === productCode ? parsed.data : null, clear };
}
