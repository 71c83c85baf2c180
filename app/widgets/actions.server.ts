import { parseWithZod } from '@conform-to/zod/v4';
import type { CustomerSession } from '~/auth/session.server';
import { brandFor } from '~/i18n/i18next.server';
import { replyWith, saveFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { upstreamContext, type UpstreamContext } from '~/services/http.server';
import { getWidget, resetWidget, shareWidget, type Widget } from '~/services/widgets.server';
import { confirmHrefOf } from './confirm-model';
import { shareSchema } from './model';
import { readForm } from '~/lib/form.server';
import { galleryAction } from './gallery.server';
import { isGalleryIntent } from './gallery-model';

const pageOf = (code: string) => `/online-products/${encodeURIComponent(code)}`;
/** The form-state name of a widget's share form. */
export const shareFormOf = (productCode: string) => `share/${productCode}`;

async function share(request: Request, ctx: UpstreamContext, widget: Widget, form: FormData): Promise<Response> {
  const submission = parseWithZod(form, { schema: shareSchema });
  if (submission.status !== 'success') {
    return seeOther(request, pageOf(widget.productCode), { cookies: [await saveFormState(shareFormOf(widget.productCode), submission.reply())] });
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
    return seeOther(request, pageOf(widget.productCode), { cookies: [await saveFormState(shareFormOf(widget.productCode), replyWith(submission, { form: key }))] });
  }
  return redirectWithToast(request, pageOf(widget.productCode), { kind: 'success', key: 'widgets.share.sent', vars: { email: recipientEmail } });
}

/** The widget page's forms (share, recreate a deleted book, the gallery's), answered Post/Redirect/Get. */
export async function widgetAction(request: Request, session: CustomerSession, productCode: string): Promise<Response> {
  const ctx = upstreamContext(request, session.accessToken);
  const widget = await getWidget(ctx, productCode);
  if (!widget) throw new Response('Not found', { status: 404 });
  const form = await readForm(request);
  const intent = form.get('intent');
  if (isGalleryIntent(intent)) return galleryAction(request, ctx, widget, intent, form, brandFor(request).id);
  try {
    if (intent === 'share') return await share(request, ctx, widget, form);
    // A reset or delete of an active book is confirmed first, in its own modal route (confirm.server.ts).
    if (widget.status === 'Active' && (intent === 'reset' || intent === 'delete')) return await seeOther(request, confirmHrefOf(widget.productCode, intent));
    if (intent === 'reset') {
      if (!(await resetWidget(ctx, widget.productCode))) throw new Response('Not found', { status: 404 });
      return await redirectWithToast(request, pageOf(productCode), { kind: 'success', key: 'widgets.recreate.done' });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure('widget action failed', error, { intent: String(intent), correlationId: ctx.correlationId });
    return redirectWithToast(request, pageOf(productCode), { kind: 'error', key: intent === 'share' ? 'widgets.share.failed' : 'widgets.actionFailed' });
  }
  return seeOther(request, pageOf(productCode));
}
