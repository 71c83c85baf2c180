import type { Kysely } from 'kysely';
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/schema';
import type { PlatformOptions } from '../options';
import { createSqliteAdapterFactory } from './adapter';
import { SCOPE_CLAIMS, createExtraTokenClaims, createFindAccount } from './claims';
import { idpPageHeaders } from './csp';
import type { IdpKeys } from './keys';
import { requestConsentForOfflineAccess } from './offline-access';
import { errorPage } from './views/error';
import { endSessionWithoutPrompt } from './silent-logout';
import { signOutPage, signedOutPage } from './views/logout';
import { brandOfReturn } from './views/html';

const DAY = 24 * 60 * 60;
const SCOPES = ['openid', 'email', 'profile', 'offline_access'];

export interface ProviderSettings {
  issuer: string;
  /** The platform origin: resource indicator and `aud` of every access token. */
  audience: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accessTokenTtl: number;
  keys: IdpKeys;
  db: Kysely<Database>;
  csp: string;
  log: PlatformOptions['log'];
}

function sendPage(ctx: KoaContextWithOIDC, csp: string, html: string): void {
  ctx.set(idpPageHeaders(csp));
  ctx.type = 'html';
  ctx.body = html;
}

/** Path (under the issuer) of the sign-in pages for one interaction. */
function interactionPath(issuer: string, uid: string): string {
  return `${new URL(issuer).pathname.replace(/\/$/, '')}/interaction/${encodeURIComponent(uid)}`;
}

/**
 * The interaction prompts: OpenID Connect's `prompt=create` ("Initiating User Registration via
 * OpenID Connect 1.0") first, then the default login and consent. A request that asks for it opens
 * the registration page; a registration or a sign-in from that page resolves it.
 */
export const CREATE_PROMPT = 'create';
function interactionPromptPolicy() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: CREATE_PROMPT, requestable: true }), 0);
  return policy;
}

/** oidc-provider configured for our single first-party client: JWT access tokens, PKCE, refresh tokens. */
export function createProvider(s: ProviderSettings): Provider {
  const resourceServer = {
    scope: SCOPES.join(' '),
    audience: s.audience,
    accessTokenFormat: 'jwt' as const,
    accessTokenTTL: s.accessTokenTtl,
    jwt: { sign: { alg: 'RS256' as const } },
  };

  const configuration: Configuration = {
    adapter: createSqliteAdapterFactory(s.db),
    clients: [
      {
        client_id: s.clientId,
        client_secret: s.clientSecret,
        redirect_uris: s.redirectUris,
        post_logout_redirect_uris: s.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // arctic (under remix-auth-oauth2 3.4.1) sends the client secret with HTTP Basic.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: s.keys.signing as Configuration['jwks'],
    cookies: {
      keys: s.keys.cookieKeys,
      // Cookies ignore ports: distinct names and the issuer's path keep these apart from the app's.
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: new URL(s.issuer).pathname },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: SCOPES,
    claims: SCOPE_CLAIMS,
    // The spec reads idp_type, idp_sub and email from the identity token itself.
    conformIdTokenClaims: false,
    findAccount: createFindAccount(s.db),
    extraTokenClaims: createExtraTokenClaims(s.db),
    pkce: { required: () => true },
    // A refresh token on every code exchange for our client, even without prompt=consent.
    issueRefreshToken: (_ctx, client) => client.clientId === s.clientId && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      // Only the client a token was issued to may revoke it.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => s.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== s.audience) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // With a matching id_token_hint the session ends at once; otherwise the customer is asked.
        logoutSource: async (ctx, form) => {
          if (!(await endSessionWithoutPrompt(ctx, new URL(s.issuer).pathname))) sendPage(ctx, s.csp, signOutPage(form, brandOfReturn(ctx.oidc.params?.post_logout_redirect_uri)));
        },
        postLogoutSuccessSource: (ctx) => sendPage(ctx, s.csp, signedOutPage()),
      },
    },
    interactions: { policy: interactionPromptPolicy(), url: (_ctx, interaction) => interactionPath(s.issuer, interaction.uid) },
    discovery: { prompt_values_supported: ['none', CREATE_PROMPT, 'login', 'consent'] },
    ttl: {
      AccessToken: s.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      RefreshToken: 30 * DAY,
      // The grant outlives its rotating refresh tokens; when it expires the customer signs in again.
      Grant: 365 * DAY,
    },
    renderError: (ctx, out) => {
      const message =
        out.error === 'server_error' || !out.error_description
          ? 'Something went wrong. Go back to the site and try again.'
          : `${out.error_description}.`;
      sendPage(ctx, s.csp, errorPage({ heading: 'Sorry, there is a problem', message }));
    },
  };

  const provider = new Provider(s.issuer, configuration);
  requestConsentForOfflineAccess(provider, s.clientId);
  provider.on('server_error', (_ctx: unknown, error: Error) => s.log('error', 'idp server error', { error: error.message }));
  provider.on('grant.error', (_ctx: unknown, error: Error) => s.log('info', 'idp grant error', { error: error.message }));
  return provider;
}
