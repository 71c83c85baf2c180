import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { failedUploadJson, forwardUpload, realResults } from '~/photos/upload.server';
import { upstreamContext } from '~/services/http.server';

/**
 * The upload island's per-file requests: the same streamed upload as the upload modal's
 * form action, answered with the per-file results as JSON (a route module's document action
 * always answers with a page, so the island posts here).
 */
export async function action({ request }: ActionFunctionArgs) {
  const flags = requireTimelineFlag(request);
  if (!flags.PhotoManagementUploadViewEnabled) return Response.json({ ok: false, results: [] }, { status: 404 });
  const session = await requireCustomer(request);
  const results = await forwardUpload(request, upstreamContext(request, session.accessToken));
  if (!results.ok) return failedUploadJson(results);
  return Response.json({ ok: true, results: realResults(results.results) });
}

/** Nothing to show here: a visit goes to the upload modal. */
export function loader(_args: LoaderFunctionArgs) {
  return redirect('/my-photos/photos/upload');
}
