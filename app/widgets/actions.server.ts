import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from '@remix-run/node';
import type { CustomerSession } from '~/auth/session.server';
import { brandFor } from '~/i18n/i18next.server';
import { flash, type Toast } from '~/lib/flash.server';
import { logFailure } from '~/lib/log.server';
import { upstreamContext, type UpstreamContext } from '~/services/http.server';
import { deleteWidget, getWidget, resetWidget, shareWidget, type Widget } from '~/services/widgets.server';
import { storeShareForm } from './form-state.server';
import { SHARE_FIELDS, shareSchema } from './model';
import { readForm } from '~/lib/form.server';

const pageOf = (code: string) => `/online-products/${encodeURIComponent(code)}`;

async function toastRedirect(to: string, toast: Toast, extra?: string): Promise<Response> {
  const headers = new Headers({ 'Set-Cookie': await flash(toast) });
  if (extra) headers.append('Set-Cookie', extra);
  return redirect(to, { headers });
}

async function share(request: Request, ctx: UpstreamContext, widget: Widget, form: FormData): Promise<Response> {
  const submission = parseWithZod(form, { schema: shareSchema });
  const values = Object.fromEntries(SHARE_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 2000)]));
  if (submission.status !== 'success') {
    const errors = Object.fromEntries(
      Object.entries(submission.error ?? {}).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
    );
    return redirect(pageOf(widget.productCode), {
      headers: { 'Set-Cookie': await storeShareForm({ productCode: widget.productCode, values, errors }) },
    });
  }
  const { senderName, recipientEmail, personalMessage } = submission.value;
  const outcome = await shareWidget(ctx, widget.widgetId, {
    vendorId: brandFor(request).id,
    fromName: senderName,
    personalMessage,
    toEmailAddress: recipientEmail,
  });
  if (outcome === 'notFound') throw new Response('Not found', { status: 404 });
  if (outcome !== 'shared') {
    const key =
      outcome === 'tooManyByCustomer'
        ? 'widgets.share.tooManyByCustomer'
        : outcome === 'tooManyForRecipient'
          ? 'widgets.share.tooManyForRecipient'
          : widget.status === 'Deleted'
            ? 'widgets.share.deleted'
            : 'widgets.share.blocked';
    return redirect(pageOf(widget.productCode), {
      headers: { 'Set-Cookie': await storeShareForm({ productCode: widget.productCode, values, errors: { form: key } }) },
    });
  }
  return toastRedirect(pageOf(widget.productCode), { kind: 'success', key: 'widgets.share.sent', vars: { email: recipientEmail } });
}

/** The widget page's forms (intent share, reset, delete), answered Post/Redirect/Get. */
export async function widgetAction(request: Request, session: CustomerSession, productCode: string): Promise<Response> {
  const ctx = upstreamContext(request, session.accessToken);
  const widget = await getWidget(ctx, productCode);
  if (!widget) throw new Response('Not found', { status: 404 });
  const form = await readForm(request);
  const intent = form.get('intent');
  try {
    if (intent === 'share') return await share(request, ctx, widget, form);
    if (intent === 'reset') {
      if (!(await resetWidget(ctx, widget.productCode))) throw new Response('Not found', { status: 404 });
      return await toastRedirect(pageOf(productCode), { kind: 'success', key: widget.status === 'Deleted' ? 'widgets.recreate.done' : 'widgets.reset.done' });
    }
    if (intent === 'delete') {
      if (!(await deleteWidget(ctx, widget.productCode))) throw new Response('Not found', { status: 404 });
      return await toastRedirect('/online-products', { kind: 'success', key: 'widgets.delete.done', vars: { code: productCode } });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure('widget action failed', error, { intent: String(intent), correlationId: ctx.correlationId });
    return toastRedirect(pageOf(productCode), { kind: 'error', key: intent === 'share' ? 'widgets.share.failed' : 'widgets.actionFailed' });
  }
  return redirect(pageOf(productCode));
}
