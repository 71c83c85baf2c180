// Helpers for tests that call a route's action directly.

/** A form post's fields as FormData. */
export function formOf(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** The first cookie an action's answer sets (a form state, a toast), as the next request's Cookie header. */
export const cookieOf = (res: Response) => (res.headers.get('Set-Cookie') ?? '').split(';')[0]!;
