import { redirect } from '@remix-run/node';
import { refreshedCookiesOf } from '~/lib/refreshed-cookies.server';
import { flash, type Toast } from './flash.server';

/**
 * The one action tail (decision 2011): a 303 to `to` carrying the cookies of tokens refreshed
 * while `request` was handled (so remix-serve, which lacks server/app.ts's hook, keeps the
 * customer signed in too), then the form's own cookies (a form state, a toast, a clearing).
 */
export async function seeOther(request: Request, to: string, extra: { toast?: Toast; cookies?: readonly (string | null | undefined)[] } = {}): Promise<Response> {
  const headers = new Headers();
  for (const c of refreshedCookiesOf(request)) headers.append('Set-Cookie', c);
  for (const c of extra.cookies ?? []) if (c) headers.append('Set-Cookie', c);
  if (extra.toast) headers.append('Set-Cookie', await flash(extra.toast));
  return redirect(to, { status: 303, headers });
}

/** {@link seeOther} with a toast for the next page. */
export function redirectWithToast(request: Request, to: string, toast: Toast, cookies?: readonly (string | null | undefined)[]): Promise<Response> {
  return seeOther(request, to, { toast, cookies });
}
