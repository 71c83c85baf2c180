import { z } from 'zod';

const SHARE_LIMITS = { fromName: 100, personalMessage: 500, email: 254 } as const;

/** Base64 (standard or URL-safe, padding optional) of an e-mail address, decoded; null if not one. */
export function decodeEmail(value: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || value.length > 400) return null;
  const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8').trim();
  return z.email().max(SHARE_LIMITS.email).safeParse(decoded).success ? decoded : null;
}

/**
 * The sender's name as plain text on one line: no control or format characters (line breaks,
 * NUL, bidi overrides, zero-width characters), runs of white space as one space. It goes into
 * the subject, so no header can be added through it (decision 1710).
 */
function plainLine(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** The personal message as plain text: line breaks kept (as \n), other control and format characters dropped. */
function plainText(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]|\p{Cf}/gu, '')
    .trim();
}

export const shareQuerySchema = z.object({
  vendorId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/),
  fromName: z.string().max(SHARE_LIMITS.fromName).transform(plainLine).pipe(z.string().min(1)),
  personalMessage: z.string().max(SHARE_LIMITS.personalMessage).default('').transform(plainText),
  toEmailAddress: z.string().min(1),
});
