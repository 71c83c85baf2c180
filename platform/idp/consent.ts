import type Provider from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Consent for our first-party client is implied: grant exactly what the consent prompt says is
 * missing (OIDC scopes, claims, the platform resource's scopes) and return the interaction result.
 */
export async function autoGrant(provider: Provider, interaction: Interaction): Promise<{ consent: { grantId: string } }> {
  const { prompt, params, session, grantId } = interaction;
  const accountId = session?.accountId;
  if (!accountId) throw new Error('consent prompt without a signed-in account');

  const grant = (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(params.client_id) });

  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}
