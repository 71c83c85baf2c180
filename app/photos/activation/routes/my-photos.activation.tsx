import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { safeReturnTo } from '~/lib/safe-redirect';
import { TIMELINE_PATH } from '~/photos/model';
import { activate, getActivation } from '~/services/activation.server';
import { upstreamContext } from '~/services/http.server';
import { readForm } from '~/lib/form.server';

/** The activation status as data (GET; for scripts and monitoring). */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  try {
    return Response.json(await getActivation(ctx), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logFailure('activation status could not be loaded', error, { correlationId: ctx.correlationId });
    return Response.json({ error: 'unavailable' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}

/** 'Import my photos' (a form post): starts the import, then back to the photos page (Post/Redirect/Get). */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const form = await readForm(request);
  const back = safeReturnTo(form.get('returnTo'), TIMELINE_PATH);
  try {
    await activate(ctx);
    return seeOther(request, back);
  } catch (error) {
    logFailure('import could not be started', error, { correlationId: ctx.correlationId });
    return redirectWithToast(request, back, { kind: 'error', key: 'activation.failed' });
  }
}
