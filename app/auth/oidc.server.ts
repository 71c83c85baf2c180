import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { OAuth2Strategy } from 'remix-auth-oauth2';
import { z } from 'zod';
import { getConfig } from '~/config.server';
import { logFailure } from '~/lib/log.server';
import { getStore } from '~/lib/store/index.server';
import { keyFor, seal, unseal } from '~/lib/store/seal.server';
import { singleFlight } from '~/lib/store/single-flight.server';
import { createVerifiedTokenCache } from '../../shared/verified-token-cache.server';
import { CREATE_PROMPT } from '~/auth/landings';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  end_session_endpoint: z.url().optional(),
  revocation_endpoint: z.url().optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

let discovery: Promise<Discovery> | undefined;
/** The provider's metadata, fetched once per process (retried after a failure). */
export function getDiscovery(): Promise<Discovery> {
  discovery ??= (async () => {
    const { OIDC_ISSUER, UPSTREAM_TIMEOUT_MS } = getConfig();
    const res = await fetch(`${OIDC_ISSUER}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
    return discoverySchema.parse(await res.json());
  })().catch((error: unknown) => {
    discovery = undefined;
    throw error;
  });
  return discovery;
}

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export interface Customer {
  id: string;
  email: string;
  idpType: string;
  idpSub: string;
  b2b: boolean;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  idp_type: z.string(),
  idp_sub: z.string(),
  authentication_method: z.string().optional(),
});

type VerifiedAccess = { customer: Customer; payload: JWTPayload };
const verifiedTokens = createVerifiedTokenCache<VerifiedAccess>();

/**
 * Verifies an access token's signature, issuer, audience and expiry; null when it is not good.
 * A good token is verified once and then found in a cache until it expires (decision 1603).
 */
export function verifyAccessToken(token: string): Promise<VerifiedAccess | null> {
  return verifiedTokens.verify(token, async () => {
    const verified = await verifyUncached(token);
    return verified && { value: verified, claims: verified.payload };
  });
}

async function verifyUncached(token: string): Promise<VerifiedAccess | null> {
  try {
    const d = await getDiscovery();
    jwks ??= createRemoteJWKSet(new URL(d.jwks_uri));
    const { payload } = await jwtVerify(token, jwks, { issuer: d.issuer, audience: getConfig().platformAudience });
    const claims = claimsSchema.parse(payload);
    return {
      payload,
      customer: {
        id: claims.sub,
        email: claims.email,
        idpType: claims.idp_type,
        idpSub: claims.idp_sub,
        b2b: claims.authentication_method === 'b2b',
      },
    };
  } catch (error) {
    logFailure('access token rejected', error, {}, 'debug');
    return null;
  }
}

/** The sign-in; asked with `?prompt=create` (the only prompt passed on), the provider opens its registration page. */
class SignInStrategy extends OAuth2Strategy<TokenSet> {
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const out = new URLSearchParams(params);
    if (new URL(request.url).searchParams.get('prompt') === CREATE_PROMPT) out.set('prompt', CREATE_PROMPT);
    return out;
  }
}

/** One strategy per origin: the callback URL is the origin the customer is on (brand hosts differ). */
export async function strategyFor(origin: string): Promise<OAuth2Strategy<TokenSet>> {
  const d = await getDiscovery();
  const { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PRODUCTION, COOKIE_DOMAIN } = getConfig();
  return new SignInStrategy(
    {
      clientId: OIDC_CLIENT_ID,
      clientSecret: OIDC_CLIENT_SECRET,
      authorizationEndpoint: d.authorization_endpoint,
      tokenEndpoint: d.token_endpoint,
      tokenRevocationEndpoint: d.revocation_endpoint,
      redirectURI: `${origin}/auth/callback`,
      scopes: ['openid', 'email', 'profile', 'offline_access'],
      cookie: { name: 'oauth2', ...(PRODUCTION ? { secure: true as const } : {}), ...(COOKIE_DOMAIN ? { domain: COOKIE_DOMAIN } : {}) },
    },
    async ({ tokens }) => ({
      accessToken: tokens.accessToken(),
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
      // Kept for sign-out: the provider ends its session without asking when it recognises it (decision 1720).
      idToken: 'id_token' in tokens.data && typeof tokens.data.id_token === 'string' ? tokens.data.id_token : null,
    }),
  );
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Only from the sign-in itself; a refresh leaves the stored one as it is. */
  idToken?: string | null;
}

/** Later requests with the same refresh token get the first one's tokens for this long. */
const REFRESH_RESULT_MS = 30_000;

/**
 * Trades a refresh token for new tokens, once across every app process and machine: parallel
 * loaders of one navigation, or two requests of one customer on two workers, share one call,
 * so a rotating provider never sees the same refresh token twice from us. The result waits in
 * the shared store, keyed by a hash of the refresh token and sealed under it (decision 1611).
 */
export async function refreshTokens(refreshToken: string, origin: string): Promise<TokenSet | null> {
  const lockMs = 2 * getConfig().UPSTREAM_TIMEOUT_MS;
  const sealed = await singleFlight(
    getStore(),
    `refresh:${keyFor(refreshToken)}`,
    async () => seal(refreshToken, JSON.stringify(await refreshAtProvider(refreshToken, origin))),
    { lockMs, resultMs: REFRESH_RESULT_MS },
  );
  const plain = unseal(refreshToken, sealed);
  return plain === null ? null : tokenSetSchema.nullable().parse(JSON.parse(plain));
}

const tokenSetSchema = z.object({ accessToken: z.string(), refreshToken: z.string().nullable() });

async function refreshAtProvider(refreshToken: string, origin: string): Promise<TokenSet | null> {
  try {
    const tokens = await (await strategyFor(origin)).refreshToken(refreshToken);
    return { accessToken: tokens.accessToken(), refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : refreshToken };
  } catch (error) {
    logFailure('Auth Error', error, { during: 'refresh' }, 'info');
    return null;
  }
}
