/**
 * The public pages a sign-out may end on. Each one is registered at the identity provider as a
 * post-logout redirect URI for every origin the app is served on (server.ts), so the provider
 * returns the customer there after ending its own session.
 */
export const SIGN_OUT_LANDINGS = ['/signed-out', '/change-email-success', '/account-deleted'] as const;
export type SignOutLanding = (typeof SIGN_OUT_LANDINGS)[number];

/** Every post-logout redirect URI for the given app origins (one per origin and landing). */
export function postLogoutRedirectUris(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => SIGN_OUT_LANDINGS.map((landing) => `${origin.replace(/\/$/, '')}${landing}`));
}

/** OpenID Connect's prompt for registration ("Initiating User Registration via OpenID Connect 1.0"). */
export const CREATE_PROMPT = 'create';
/** Where 'Create a new account' leads: the sign-in, started at the provider's registration page. */
export const REGISTER_PATH = `/login?prompt=${CREATE_PROMPT}`;
