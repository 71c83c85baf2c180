import { type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { monthPhotoIds } from '~/selection/selection.server';
import { upstreamContext } from '~/services/http.server';

/** Every photo id of a month, for the select-all toggle of a month not fully loaded (JSON). */
export async function loader({ request }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const { sort } = resolveSort(request);
  const month = new URL(request.url).searchParams.get('month') ?? '';
  const ids = await monthPhotoIds(upstreamContext(request, session.accessToken), month, sort);
  return Response.json({ ids }, { headers: { 'Cache-Control': 'no-store' } });
}
