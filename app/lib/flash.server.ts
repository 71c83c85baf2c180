import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';

/**
 * A button in a toast that posts a small form (e.g. Undo): the action's path, the button's
 * translation key and hidden fields. The toast adds `back` (the page it is shown on).
 */
const toastActionSchema = z.object({
  to: z.string().regex(/^\/[\w/-]{1,200}$/),
  label: z.string().max(200),
  fields: z.record(z.string().max(50), z.string().max(200)),
});
export type ToastAction = z.infer<typeof toastActionSchema>;

/** A toast to show on the next page: a translation key, its values, its kind and maybe one action. */
const toastSchema = z.object({
  kind: z.enum(['success', 'info', 'error']),
  key: z.string().max(200),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  action: toastActionSchema.optional(),
});
export type Toast = z.infer<typeof toastSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function flashCookie() {
  const { SESSION_SECRET, PRODUCTION, COOKIE_DOMAIN } = getConfig();
  cookie ??= createCookie('flash', {
    secrets: [SESSION_SECRET],
    httpOnly: true,
    sameSite: 'lax',
    secure: PRODUCTION,
    path: '/',
    maxAge: 60,
    ...(COOKIE_DOMAIN ? { domain: COOKIE_DOMAIN } : {}),
  });
  return cookie;
}

/** Set-Cookie value that carries a toast to the next page (signed, so it cannot be forged). */
export function flash(toast: Toast): Promise<string> {
  return flashCookie().serialize(toast);
}

/** The pending toast, and the Set-Cookie that clears it. */
export async function readFlash(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = (await flashCookie().parse(request.headers.get('Cookie'))) as unknown;
  if (raw === null || raw === undefined) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clear: await flashCookie().serialize('', { maxAge: 0, expires: new Date(0) }),
  };
}
