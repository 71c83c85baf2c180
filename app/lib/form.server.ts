import { isConfirmed } from '~/lib/confirm';
import { seeOther } from './see-other.server';

/**
 * The fields of a form post. A body that is not a form (another Content-Type, a broken
 * multipart body) is the client's mistake: a 400, not a server error, whatever a hostile client sends.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof TypeError) throw new Response('Bad Request: the body is not a form', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    throw error;
  }
}

/**
 * A destructive action's form. Only the confirmation's own button (`DangerSubmit`) sends the
 * confirmation field; any other post (a button of the page behind the dialog, a stray form) is
 * sent back to the confirmation's page, and nothing changes.
 */
export async function readConfirmedForm(request: Request): Promise<FormData> {
  const form = await readForm(request);
  if (!isConfirmed(form)) {
    const url = new URL(request.url);
    throw await seeOther(request, `${url.pathname}${url.search}`);
  }
  return form;
}
