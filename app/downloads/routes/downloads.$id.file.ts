import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireCustomer } from '~/auth/session.server';
import { getDownloadUrl } from '~/services/downloads.server';
import { upstreamContext } from '~/services/http.server';

/** A ready archive: a fresh signed URL, then the browser goes there (the zip is `{id}.zip`). Else 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const url = await getDownloadUrl(upstreamContext(request, session.accessToken), params.id ?? '');
  if (!url) return resourceNotFound(request, context);
  return redirect(url, { headers: { 'Cache-Control': 'no-store' } });
}
