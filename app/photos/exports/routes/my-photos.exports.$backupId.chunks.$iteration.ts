import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { requireTimelineFlag } from '~/photos/library.server';
import { getChunkUrl } from '~/services/exports.server';
import { getT } from '~/i18n/i18next.server';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';

/**
 * One chunk of a ready export: a fresh signed link, then the browser goes there (the platform
 * names the file photo-export-{iteration}.zip). Out of range, someone else's or expired: 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const iteration = /^[1-9][0-9]{0,5}$/.test(params.iteration ?? '') ? Number(params.iteration) : 0;
  const url = iteration
    ? await getChunkUrl(upstreamContext(request, session.accessToken), params.backupId ?? '', iteration).catch(async (error: unknown) => {
        throw upstreamFailureResponse(error, (await getT(request))('exports.error.failed'));
      })
    : null;
  if (!url) throw new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return redirect(url, { headers: { 'Cache-Control': 'no-store' } });
}
