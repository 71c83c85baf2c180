import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';

export interface IdpKeys {
  /** Private signing keys (RS256 first, then ES256) for oidc-provider's `jwks`. */
  signing: { keys: JWK[] };
  /** The same keys without their private parts, for local token verification. */
  publicJwks: { keys: JWK[] };
  /** Secrets that sign oidc-provider's cookies (newest first). */
  cookieKeys: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

function toPublicJwk(jwk: JWK): JWK {
  const out: JWK = {};
  for (const k of PUBLIC_MEMBERS) if (jwk[k] !== undefined) out[k] = jwk[k];
  return out;
}

async function generateSigningKeys(): Promise<JWK[]> {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK;
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }) as JWK;
  return Promise.all(
    [
      { ...rsa, alg: 'RS256', use: 'sig' },
      { ...ec, alg: 'ES256', use: 'sig' },
    ].map(async (k) => ({ ...k, kid: await calculateJwkThumbprint(k) })),
  );
}

/** Reads a JSON file, or creates it (mode 0600, written atomically) with `make()` on first start. */
async function readOrCreate<T>(file: string, make: () => Promise<T> | T): Promise<T> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = await make();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2), { mode: 0o600 });
  try {
    // Another process may have won the race: keep its file so every process shares one key set.
    fs.linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return value;
}

/** Loads the IdP's signing keys and cookie secrets from `${dataDir}/keys/`, generating them on first start. */
export async function loadOrCreateKeys(dataDir: string): Promise<IdpKeys> {
  const dir = path.join(dataDir, 'keys');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const signing = await readOrCreate(path.join(dir, 'signing-jwks.json'), async () => ({ keys: await generateSigningKeys() }));
  const cookies = await readOrCreate(path.join(dir, 'cookie-keys.json'), () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  if (!signing.keys.some((k) => k.alg === 'RS256')) throw new Error(`${dir}/signing-jwks.json has no RS256 key`);
  return { signing, publicJwks: { keys: signing.keys.map(toPublicJwk) }, cookieKeys: cookies.keys };
}
