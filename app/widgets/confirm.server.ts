import type { CustomerSession } from '~/auth/session.server';
import { readConfirmedForm } from '~/lib/form.server';
import { logFailure } from '~/lib/log.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { upstreamContext } from '~/services/http.server';
import { deleteWidget, getWidget, resetWidget, type Widget } from '~/services/widgets.server';
import { confirmHrefOf, widgetPageOf, type WidgetConfirmation } from './confirm-model';

const notFound = () => new Response('Not found', { status: 404 });

/**
 * The book behind a confirmation: the customer's own (else 404); a deleted book has nothing to
 * reset or delete (its page offers 'Recreate'), so its confirmations go back to its page.
 */
async function confirmableWidget(request: Request, session: CustomerSession, productCode: string): Promise<Widget> {
  const widget = await getWidget(upstreamContext(request, session.accessToken), productCode);
  if (!widget) throw notFound();
  if (widget.status !== 'Active') throw await seeOther(request, widgetPageOf(widget.productCode));
  return widget;
}

/** A confirmation's data: the book's title and code, the page behind it, and whether the last try failed (?failed=1). */
export async function confirmationData(request: Request, session: CustomerSession, productCode: string) {
  const widget = await confirmableWidget(request, session, productCode);
  const failed = new URL(request.url).searchParams.get('failed') === '1';
  return { title: widget.title || widget.productCode, code: widget.productCode, back: widgetPageOf(widget.productCode), failed };
}

/**
 * A confirmed reset (POST /v1/widget/{id}: a new link) or delete (DELETE /v1/widget/{code}),
 * sent only by the confirmation's own button (decision 1800). Done: the book's page (reset) or
 * the list (delete) with a toast. A failure: the confirmation again with its message.
 */
export async function confirmedWidgetAction(request: Request, session: CustomerSession, productCode: string, which: WidgetConfirmation): Promise<Response> {
  const ctx = upstreamContext(request, session.accessToken);
  const widget = await confirmableWidget(request, session, productCode);
  await readConfirmedForm(request);
  const code = widget.productCode;
  try {
    const done = which === 'reset' ? await resetWidget(ctx, code) : await deleteWidget(ctx, code);
    if (!done) throw notFound();
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure(`widget ${which} failed`, error, {
      correlationId: ctx.correlationId,
    });
    return seeOther(request, `${confirmHrefOf(code, which)}?failed=1`);
  }
  if (which === 'reset')
    return redirectWithToast(request, widgetPageOf(code), {
      kind: 'success',
      key: 'widgets.reset.done',
    });
  return redirectWithToast(request, '/online-products', {
    kind: 'success',
    key: 'widgets.delete.done',
    vars: { code },
  });
}
