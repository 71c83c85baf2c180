import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { getT } from '~/i18n/i18next.server';
import { resourceNotFound } from '~/lib/not-found.server';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';
import { fetchPersonalDataFile } from '~/services/personal-data.server';

const ID = /^[0-9a-f-]{36}$/;
const FILE_NAME = /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/;

/**
 * The zip of a "Download my data" request (decision 2631), streamed from the service. Only its
 * owner gets it: another customer's, an unknown, an unfinished or an expired one is 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const id = params.id ?? '';
  if (!ID.test(id)) return resourceNotFound(request, context);
  const file = await fetchPersonalDataFile(ctx, id).catch(async (error: unknown) => {
    throw upstreamFailureResponse(error, (await getT(request))('myData.download.failed'));
  });
  if (!file?.body) return resourceNotFound(request, context);
  const disposition = file.headers.get('content-disposition') ?? '';
  const headers = new Headers({
    'Content-Type': 'application/zip',
    'Content-Disposition': FILE_NAME.test(disposition) ? disposition : 'attachment; filename="my-data.zip"',
    'Cache-Control': 'private, no-store',
  });
  const length = file.headers.get('content-length');
  if (length && /^\d+$/.test(length)) headers.set('Content-Length', length);
  return new Response(file.body, { headers });
}
