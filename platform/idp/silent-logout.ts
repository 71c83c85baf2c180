import type { KoaContextWithOIDC } from 'oidc-provider';

/** What the provider's end-session step knows once it has validated the request. */
interface EndSessionState {
  entities: { IdTokenHint?: { payload?: { sub?: unknown } } };
  session?: { accountId?: string; authorizations?: Record<string, { grantId?: string }>; destroy(): Promise<void> };
  params: { post_logout_redirect_uri?: string; state?: string };
  provider: { Grant: { find(id: string): Promise<{ destroy(): Promise<void> } | undefined> }; cookieName(name: string): string };
  urlFor(name: string): string;
}

/**
 * RP-initiated logout without a second question (decision 1720): when the request carries an
 * `id_token_hint` (already validated by oidc-provider: our signature, our client) for the account
 * of this browser's session, the customer has already chosen to sign out at the app. The session
 * and its grants end here and the browser goes on to the (validated) post-logout URI, as the
 * confirmation's POST would do. Anything else (no hint, another account's) still asks.
 * Returns false when it did nothing.
 */
export async function endSessionWithoutPrompt(ctx: KoaContextWithOIDC, cookiePath: string): Promise<boolean> {
  const oidc = ctx.oidc as unknown as EndSessionState;
  const sub = oidc.entities.IdTokenHint?.payload?.sub;
  const session = oidc.session;
  if (!session?.accountId || typeof sub !== 'string' || sub !== session.accountId) return false;
  for (const { grantId } of Object.values(session.authorizations ?? {})) {
    if (grantId) await (await oidc.provider.Grant.find(grantId))?.destroy();
  }
  await session.destroy();
  ctx.cookies.set(oidc.provider.cookieName('session'), null, { path: cookiePath, httpOnly: true, sameSite: 'lax', signed: true });
  const target = new URL(oidc.params.post_logout_redirect_uri ?? oidc.urlFor('end_session_success'));
  if (oidc.params.post_logout_redirect_uri && oidc.params.state) target.searchParams.set('state', oidc.params.state);
  ctx.status = 303;
  ctx.redirect(target.href);
  ctx.status = 303;
  return true;
}
