import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Values kept in the shared store under a secret the reader must already hold (for the
 * refresh single flight: the refresh token itself). The key is a hash of the secret, the value
 * AES-256-GCM under a key derived from it, so the store never holds a token in plain text.
 */
export function keyFor(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function cipherKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'keepsake shared store', 'sealed value', 32));
}

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text, or null when `sealed` was not sealed with `secret` (or was altered). */
export function unseal(secret: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
