import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { getDownloadUrl } from '~/services/downloads.server';
import { upstreamContext } from '~/services/http.server';

/** A ready archive: a fresh signed URL, then the browser goes there (the zip is `{id}.zip`). Else 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const url = await getDownloadUrl(upstreamContext(request, session.accessToken), params.id ?? '');
  if (!url) throw new Response('Not found', { status: 404 });
  return redirect(url, { headers: { 'Cache-Control': 'no-store' } });
}
