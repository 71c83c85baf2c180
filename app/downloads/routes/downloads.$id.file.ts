import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireCustomer } from '~/auth/session.server';
import { namedDownloadUrl } from '~/downloads/file-name.server';
import { upstreamContext } from '~/services/http.server';

/** A ready archive: a fresh signed URL, then the browser goes there (the zip named for the customer, decision 2564). Else 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const url = await namedDownloadUrl(request, upstreamContext(request, session.accessToken), params.id ?? '');
  if (!url) return resourceNotFound(request, context);
  return redirect(url, { headers: { 'Cache-Control': 'no-store' } });
}
