import express, { type RequestHandler, type Router } from 'express';
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT, type JSONWebKeySet, type JWK } from 'jose';
import { callerOf } from '../auth';
import { route } from '../http/handlers';

/** Push tokens live 5 minutes: enough to open the socket; the socket itself then lives up to 30 minutes. */
const PUSH_TOKEN_TTL_SECONDS = 300;
const PUSH_AUDIENCE = 'push';
const PUSH_TOKEN_TYPE = 'push+jwt';

export interface PushTokens {
  issue(accountId: string): Promise<string>;
  /** The account id of a valid push token, or null. */
  verify(token: string): Promise<string | null>;
}

/**
 * Short-lived JWTs for the browser's push socket, signed with the platform's own ES256 key
 * (audience 'push', type push+jwt): an access token does not pass as a push token, nor the reverse.
 */
export async function createPushTokens({ issuer, signing, publicJwks }: { issuer: string; signing: { keys: JWK[] }; publicJwks: JSONWebKeySet }): Promise<PushTokens> {
  const jwk = signing.keys.find((k) => k.alg === 'ES256') ?? signing.keys[0];
  if (!jwk?.alg) throw new Error('no signing key for push tokens');
  const alg = jwk.alg;
  const key = await importJWK(jwk, alg);
  const keys = createLocalJWKSet(publicJwks);
  return {
    issue(accountId) {
      return new SignJWT({})
        .setProtectedHeader({ alg, kid: jwk.kid, typ: PUSH_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(PUSH_AUDIENCE)
        .setSubject(accountId)
        .setIssuedAt()
        .setExpirationTime(`${PUSH_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience: PUSH_AUDIENCE,
          typ: PUSH_TOKEN_TYPE,
          algorithms: ['ES256', 'RS256'],
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

/** `POST /push/tokens` (bearer) → `{ token, expiresIn }`. */
export function createPushTokenRouter({ tokens, requireBearer }: { tokens: PushTokens; requireBearer: RequestHandler }): Router {
  const router = express.Router();
  router.post(
    '/tokens',
    requireBearer,
    route(async (_req, res) => {
      const token = await tokens.issue(callerOf(res).id);
      res.set('Cache-Control', 'no-store').json({ token, expiresIn: PUSH_TOKEN_TTL_SECONDS });
    }),
  );
  return router;
}
