import { type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { namedDownloadUrl } from '~/downloads/file-name.server';
import { upstreamContext } from '~/services/http.server';

/** The progress island's question: the archive's signed URL as JSON, 404 while not ready. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const url = await namedDownloadUrl(request, upstreamContext(request, session.accessToken), params.id ?? '');
  if (!url) return Response.json({ url: null }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return Response.json({ url }, { headers: { 'Cache-Control': 'no-store' } });
}
