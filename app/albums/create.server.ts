import { parseWithZod } from '@conform-to/zod/v4';
import { replyWith, saveFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { AlbumNameRefusedError, createAlbum } from '~/services/albums.server';
import type { UpstreamContext } from '~/services/http.server';
import { ALBUM_NAME_ERRORS, albumNameFormSchema, refusalKey } from './name';

/** The form-state key of the create-album modal. */
export const CREATE_FORM = 'create-album';

/**
 * 'Create album': the name checked on the server (conform + zod), then POST /albums. Refused
 * (a rule broken, or the platform said no, or it failed): back to the modal (`formHref`) with
 * the answer and the error in the form cookie. Created: the new album's page with a toast.
 */
export async function createAlbumAction(
  request: Request,
  ctx: UpstreamContext,
  form: FormData,
  input: { formHref: string; albumHref: (albumId: string) => string },
): Promise<Response> {
  const submission = parseWithZod(form, { schema: albumNameFormSchema });
  const refuse = async (errors: Record<string, string>) =>
    seeOther(request, input.formHref, { cookies: [await saveFormState(CREATE_FORM, replyWith(submission, errors))] });
  if (submission.status !== 'success') {
    return refuse({ name: submission.error?.name?.[0] ?? ALBUM_NAME_ERRORS.required });
  }
  const name = submission.value.name;
  let albumId: string;
  try {
    albumId = await createAlbum(ctx, name);
  } catch (error) {
    if (error instanceof AlbumNameRefusedError) return refuse({ name: refusalKey(error) });
    logFailure('album could not be created', error, { correlationId: ctx.correlationId });
    return refuse({ form: 'albums.saveFailed' });
  }
  return redirectWithToast(request, input.albumHref(albumId), { kind: 'success', key: 'albums.create.done', vars: { albumName: name } });
}
