import { parseWithZod } from '@conform-to/zod/v4';
import { refusedReply, replyWith, saveFormState } from '~/lib/form-state.server';
import { logFailure } from '~/lib/log.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import type { UpstreamContext } from '~/services/http.server';
import {
  createGalleryEntry,
  deleteGalleryEntry,
  getBlockedOrder,
  getGalleryEntry,
  listGalleryCategories,
  updateGalleryEntry,
  type GalleryOutcome,
} from '~/services/gallery.server';
import type { Widget } from '~/services/widgets.server';
import { galleryDetailsSchema, galleryFormOf, type GalleryIntent, type GalleryView } from './gallery-model';

/**
 * The gallery part of a widget's page, read side by side. A failed blocked-order lookup is
 * logged and counts as not blocked: the service refuses a blocked book's share or entry anyway.
 */
export async function loadGallery(ctx: UpstreamContext, widget: Widget, channel: string): Promise<GalleryView> {
  const active = widget.status === 'Active';
  const [blocked, entry, categories] = await Promise.allSettled([
    getBlockedOrder(ctx, widget.orderCode),
    active ? getGalleryEntry(ctx, widget.widgetId, channel) : Promise.resolve(null),
    active ? listGalleryCategories(ctx) : Promise.resolve([]),
  ]);
  if (blocked.status === 'rejected') logFailure('blocked order lookup failed', blocked.reason, { correlationId: ctx.correlationId });
  const readFailed = entry.status === 'rejected' || categories.status === 'rejected';
  if (readFailed) logFailure('gallery could not be read', entry.status === 'rejected' ? entry.reason : (categories as PromiseRejectedResult).reason, { correlationId: ctx.correlationId });
  const found = entry.status === 'fulfilled' ? entry.value : null;
  return {
    blocked: blocked.status === 'fulfilled' && blocked.value?.isBlocked ? { reason: blocked.value.reason } : null,
    entry: found ? { categoryId: found.categoryId, title: found.title, description: found.description } : null,
    categories: categories.status === 'fulfilled' ? categories.value : [],
    readFailed,
  };
}

const DONE: Record<GalleryIntent, string> = { 'gallery-create': 'gallery.create.done', 'gallery-update': 'gallery.update.done', 'gallery-delete': 'gallery.delete.done' };
const FAILED: Record<GalleryIntent, string> = { 'gallery-create': 'gallery.create.failed', 'gallery-update': 'gallery.update.failed', 'gallery-delete': 'gallery.delete.failed' };

/**
 * A gallery form's post (publish, change, remove), answered Post/Redirect/Get: success is a
 * toast; a refused or failed request returns to the page with that form's answers and its error
 * in place (its own submit button is the retry); an entry found gone or already there is a toast
 * over the page's true state.
 */
export async function galleryAction(request: Request, ctx: UpstreamContext, widget: Widget, intent: GalleryIntent, form: FormData, channel: string): Promise<Response> {
  const page = `/online-products/${encodeURIComponent(widget.productCode)}`;
  const name = galleryFormOf(intent, widget.productCode);
  const submission = intent === 'gallery-delete' ? null : parseWithZod(form, { schema: galleryDetailsSchema });
  const refuse = async (key: string | null) => {
    const reply = submission ? (key ? replyWith(submission, { form: key }) : submission.reply()) : refusedReply({}, { form: key ?? FAILED[intent] });
    return seeOther(request, page, { cookies: [await saveFormState(name, reply)] });
  };
  if (submission && submission.status !== 'success') return refuse(null);
  let outcome: GalleryOutcome;
  try {
    if (intent === 'gallery-delete') outcome = (await deleteGalleryEntry(ctx, widget.widgetId, channel)) ? 'done' : 'notFound';
    else {
      const details = submission!.value!;
      outcome = await (intent === 'gallery-create' ? createGalleryEntry : updateGalleryEntry)(ctx, widget.widgetId, channel, details);
    }
  } catch (error) {
    logFailure('gallery action failed', error, { intent, correlationId: ctx.correlationId });
    return refuse(FAILED[intent]);
  }
  if (outcome === 'blocked') return refuse('gallery.blocked.refused');
  if (outcome === 'done' || (outcome === 'notFound' && intent === 'gallery-delete')) return redirectWithToast(request, page, { kind: 'success', key: DONE[intent] });
  return redirectWithToast(request, page, { kind: 'error', key: outcome === 'exists' ? 'gallery.create.exists' : 'gallery.gone' });
}
