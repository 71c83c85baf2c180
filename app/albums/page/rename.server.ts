import { parseWithZod } from '@conform-to/zod/v4';
import { answersAndErrors, replyWith, saveFormState, takeFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { AlbumNameRefusedError, renameAlbum } from '~/services/albums.server';
import { ALBUM_NAME_ERRORS, albumNameFormSchema, refusalKey } from '../name';
import type { AlbumContext } from './album.server';

/** The form-state key of an album's rename form (one album only). */
const renameFormKey = (albumId: string) => `rename:${albumId}`;

/** The refused rename of this album (if any), and the Set-Cookie that clears it. */
export async function takeRenameForm(request: Request, albumId: string) {
  const { state, clear } = await takeFormState(request, renameFormKey(albumId));
  const refused = state ? answersAndErrors(state) : null;
  return { rename: refused ? { value: refused.values.name ?? '', errors: refused.errors } : null, clear };
}

/**
 * Rename (the editable album name): checked on the server on submit only (the album name
 * rules of app/albums/name.ts), then PATCH /albums/{id}. A broken rule, the platform's
 * refusal or a failure ('Unable to save changes. Please try again') goes back to the page
 * with the answer and the error (the GOV.UK pattern after Post/Redirect/Get); another
 * customer's album is a 404 and nothing changes. Saved: the page with a toast.
 */
export async function renameAction(request: Request, c: AlbumContext, form: FormData, back: string): Promise<Response> {
  const submission = parseWithZod(form, { schema: albumNameFormSchema });
  const refuse = async (errors: Record<string, string>) =>
    seeOther(request, back, { cookies: [await saveFormState(renameFormKey(c.id), replyWith(submission, errors))] });
  if (submission.status !== 'success') return refuse({ name: submission.error?.name?.[0] ?? ALBUM_NAME_ERRORS.required });
  try {
    const renamed = await renameAlbum(c.ctx, c.id, submission.value.name);
    if (!renamed) throw new Response('Not found', { status: 404 });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof AlbumNameRefusedError) return refuse({ name: refusalKey(error) });
    logFailure('album could not be renamed', error, { albumId: c.id, correlationId: c.ctx.correlationId });
    return refuse({ form: 'albumPage.rename.failed' });
  }
  return redirectWithToast(request, back, { kind: 'success', key: 'albumPage.rename.saved' });
}
