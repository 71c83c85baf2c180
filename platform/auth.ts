import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { createVerifiedTokenCache } from '../shared/verified-token-cache.server';

/** Who is calling, from the verified access token. */
export interface AuthenticatedAccount {
  id: string;
  email: string;
  idpType: string;
  idpSub: string;
  b2b: boolean;
  /** The grant the token belongs to (`gid`). */
  grantId?: string;
}

export interface BearerSettings {
  issuer: string;
  audience: string;
  /** The IdP's public signing keys (local: no HTTP). */
  jwks: JSONWebKeySet;
  /** Asked on every use, cached or not: a token dies with its session (decision 1721) and with its account. */
  stillValid?: (account: AuthenticatedAccount) => Promise<boolean>;
}

function unauthorized(res: Response): void {
  res.status(401).set('WWW-Authenticate', 'Bearer').set('Cache-Control', 'no-store').json({ error: 'unauthorized' });
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** A verified access token's account, or null (signature, issuer, audience, expiry, `typ: at+jwt`, still valid). */
export type TokenVerifier = (token: string) => Promise<AuthenticatedAccount | null>;

export function createTokenVerifier(settings: BearerSettings): TokenVerifier {
  const keys = createLocalJWKSet(settings.jwks);
  // A good token is verified once, then found here until it expires (decision 1603).
  const verifiedTokens = createVerifiedTokenCache<AuthenticatedAccount>();
  const verify = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: ['RS256', 'ES256'],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
      });
      const { sub, email, idp_type: idpType, idp_sub: idpSub, authentication_method: method, gid } = payload;
      if (!str(sub) || !str(email) || !str(idpType) || !str(idpSub)) return null;
      const account: AuthenticatedAccount = { id: sub, email, idpType, idpSub, b2b: method === 'b2b', grantId: str(gid) ? gid : undefined };
      return { value: account, claims: payload };
    } catch {
      return null;
    }
  };
  return async (token) => {
    const account = await verifiedTokens.verify(token, () => verify(token));
    if (!account) return null;
    // On every use, cached or not: the token dies with its grant (sign-out, decision 1721).
    if (settings.stillValid && !(await settings.stillValid(account))) return null;
    return account;
  };
}

/**
 * Express middleware: verifies `Authorization: Bearer <jwt>` (createTokenVerifier) and sets
 * `res.locals.account`; 401 otherwise.
 */
export function createRequireBearer(settings: BearerSettings | TokenVerifier): RequestHandler {
  const verify = typeof settings === 'function' ? settings : createTokenVerifier(settings);
  return async function requireBearer(req: Request, res: Response, next: NextFunction) {
    const match = /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(req.get('authorization') ?? '');
    if (!match?.[1]) return unauthorized(res);
    const account = await verify(match[1]);
    if (!account) return unauthorized(res);
    res.locals.account = account;
    return next();
  };
}

/** The caller of a route behind requireBearer. */
export function callerOf(res: Response): AuthenticatedAccount {
  const account = res.locals.account as AuthenticatedAccount | undefined;
  if (!account) throw new Error('route is not behind requireBearer');
  return account;
}
