import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';
import type { FileOutcome, UploadFailure } from './upload-results';

/** The per-file results of an upload, carried to its result page (signed, short-lived). */
const outcomesSchema = z.object({
  outcomes: z.array(z.object({ n: z.string().max(200), s: z.string().max(40) })).max(100),
  more: z.number().int().min(0),
  failed: z.boolean().optional(),
  /** Why the whole upload failed (UploadFailure); absent: it failed. */
  failure: z.enum(['failed', 'tooManyFiles', 'overBudget']).optional(),
});
export type UploadOutcomes = z.infer<typeof outcomesSchema>;

let resultsCookie: ReturnType<typeof createCookie> | undefined;
function uploadResultsCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  resultsCookie ??= createCookie('upload_results', {
    secrets: [SESSION_SECRET],
    httpOnly: true,
    sameSite: 'lax',
    secure: PRODUCTION,
    path: '/my-photos',
    maxAge: 300,
  });
  return resultsCookie;
}

export function storeUploadOutcomes(value: { outcomes: FileOutcome[]; more: number; failed?: boolean; failure?: UploadFailure }): Promise<string> {
  return uploadResultsCookie().serialize(value);
}

export async function readUploadOutcomes(request: Request): Promise<UploadOutcomes | null> {
  const raw = (await uploadResultsCookie().parse(request.headers.get('Cookie'))) as unknown;
  const parsed = outcomesSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
