import { z } from 'zod';

export const SHARE_LIMITS = { fromName: 100, personalMessage: 500, email: 254 } as const;

/** Base64 (standard or URL-safe, padding optional) of an e-mail address, decoded; null if not one. */
export function decodeEmail(value: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || value.length > 400) return null;
  const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8').trim();
  return z.email().max(SHARE_LIMITS.email).safeParse(decoded).success ? decoded : null;
}

export const shareQuerySchema = z.object({
  vendorId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/),
  fromName: z.string().trim().min(1).max(SHARE_LIMITS.fromName),
  personalMessage: z.string().max(SHARE_LIMITS.personalMessage).default(''),
  toEmailAddress: z.string().min(1),
});

/** The share e-mail's words (the platform's own; the app's storefront words are not sent to it). */
export function shareMail(input: { fromName: string; personalMessage: string; title: string; link: string }) {
  const message = input.personalMessage.trim();
  const text = [
    `${input.fromName} shared a photo book with you: ${input.title}.`,
    ...(message ? ['', `Message from ${input.fromName}:`, message] : []),
    '',
    `Open the photo book: ${input.link}`,
  ].join('\n');
  return { subject: `${input.fromName} shared a photo book with you`, text };
}
