import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireTimelineFlag } from '~/library/flags.server';

/** The photo library entry: the timeline, with the query kept (only with the timeline flag). */
export function loader({ request }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const url = new URL(request.url);
  return redirect(`/my-photos/photos${url.search}`);
}
