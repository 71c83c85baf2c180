import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { ownAlbumsSection, sharedAlbumsSection } from '~/albums/list.server';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { upstreamContext } from '~/services/http.server';

/**
 * The albums list's next page for its 'Load more' island (JSON, decision 1921): `cursor` the own
 * albums' next 50, `sharedCursor` the shared ones'. A page that failed upstream says so with 502.
 * Without JavaScript the list's own 'Load more' links do the same with whole pages.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const flags = requireTimelineFlag(request);
  if (!flags.PhotoManagementAlbumViewEnabled) throw redirect('/');
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const params = new URL(request.url).searchParams;
  const sharedCursor = flags.PhotoManagementSharedAlbumsViewEnabled ? params.get('sharedCursor') || null : null;
  const stripped = isStripped(params);
  const section = sharedCursor ? await sharedAlbumsSection(ctx, sharedCursor, stripped) : await ownAlbumsSection(ctx, params.get('cursor') || null, stripped);
  return Response.json(section, { status: section.status === 'error' ? 502 : 200, headers: { 'Cache-Control': 'no-store' } });
}
