import { parseWithZod } from '@conform-to/zod/v4';
import type { CustomerSession } from '~/auth/session.server';
import { replyWith, saveFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { upstreamContext } from '~/services/http.server';
import { settingsPaths } from '~/settings/paths';
import { removeAddress, saveAddress } from '~/address/save.server';
import { addressFormSchema } from '~/address/schema';

/** Where a finished address task goes back to: the list it came from, or the settings page. */
export type ReturnTo = 'list' | 'settings';
export const returnToOf = (value: unknown): ReturnTo => (value === 'list' ? 'list' : 'settings');

function back(b2b: boolean, returnTo: ReturnTo): string {
  const paths = settingsPaths(b2b);
  return returnTo === 'list' ? paths.allAddresses : paths.settings;
}

/** The form-state name of the address form `id` ('new' for a new address). */
export const addressFormOf = (id: string | null) => `address/${id ?? 'new'}`;

export const notFound = () => new Response('Address not found', { status: 404 });

/**
 * Add (id null) or change an address. Editing → RequestInProgress (this request) →
 * SuccessfulUpdate (303 to settings with a toast) or RequestFailed (303 back to the form, the
 * answers and errors in a short-lived cookie). Another account's address → 404, nothing changed.
 */
export async function submitAddress(request: Request, session: CustomerSession, id: string | null, formData: FormData): Promise<Response> {
  const b2b = session.customer.b2b;
  const paths = settingsPaths(b2b);
  const here = id === null ? paths.newAddress : paths.address(id);
  const returnTo = returnToOf(formData.get('returnTo'));
  const submission = parseWithZod(formData, { schema: addressFormSchema });
  const refuse = async (reply: ReturnType<typeof submission.reply>) =>
    seeOther(request, `${here}${returnTo === 'list' ? '?from=list' : ''}`, { cookies: [await saveFormState(addressFormOf(id), reply)] });
  if (submission.status !== 'success') return refuse(submission.reply());

  const outcome = await saveAddress(upstreamContext(request, session.accessToken), id, submission.value);
  if (outcome.kind === 'notFound') throw notFound();
  if (outcome.kind === 'refused') return refuse(replyWith(submission, outcome.errors));
  return redirectWithToast(request, back(b2b, returnTo), { kind: 'success', key: id === null ? 'addresses.toast.added' : 'addresses.toast.updated' });
}

/** Delete an address (after the confirmation step), then back with a toast. */
export async function submitDelete(request: Request, session: CustomerSession, id: string, formData: FormData): Promise<Response> {
  const b2b = session.customer.b2b;
  const returnTo = returnToOf(formData.get('returnTo'));
  const result = await removeAddress(upstreamContext(request, session.accessToken), id);
  if (result === 'notFound') throw notFound();
  if (result === 'failed') {
    const confirm = `${settingsPaths(b2b).address(id)}?delete=confirm${returnTo === 'list' ? '&from=list' : ''}`;
    return redirectWithToast(request, confirm, { kind: 'error', key: 'addresses.toast.deleteFailed' });
  }
  return redirectWithToast(request, back(b2b, returnTo), { kind: 'success', key: 'addresses.toast.deleted' });
}
