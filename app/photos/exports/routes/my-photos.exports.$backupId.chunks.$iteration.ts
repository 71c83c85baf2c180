import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { exportPath } from '~/photos/exports/paths';
import { resourceNotFound, wantsPage } from '~/lib/not-found.server';
import { getChunkUrl } from '~/services/exports.server';
import { getT } from '~/i18n/i18next.server';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * One chunk of a ready export: a fresh signed link, then the browser goes there (the platform
 * names the file photo-export-{iteration}.zip). A link that is no more (expired, someone
 * else's, out of range): a browser goes to the export page, which says why in the account's
 * layout (the spec's expiry message and 'Create a new export'); a script gets a short 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const backupId = params.backupId ?? '';
  const iteration = /^[1-9][0-9]{0,5}$/.test(params.iteration ?? '') ? Number(params.iteration) : 0;
  if (!iteration) return resourceNotFound(request, context);
  const url = await getChunkUrl(upstreamContext(request, session.accessToken), backupId, iteration).catch(async (error: unknown) => {
    throw upstreamFailureResponse(error, (await getT(request))('exports.error.failed'));
  });
  if (url) return redirect(url, { headers: NO_STORE });
  if (wantsPage(request)) return redirect(exportPath(backupId, new URL(request.url).searchParams), { headers: NO_STORE });
  throw new Response('Not found', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
}
