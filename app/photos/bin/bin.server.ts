import { data } from '@remix-run/node';
import { z } from 'zod';
import { requireCustomer } from '~/auth/session.server';
import { getLocale, getT } from '~/i18n/i18next.server';
import type { Toast } from '~/lib/flash.server';
import { readForm } from '~/lib/form.server';
import { logFailure } from '~/lib/log.server';
import { safeReturnTo } from '~/lib/safe-redirect';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { toTile } from '~/photos/tiles.server';
import { tileAlt } from '~/photos/timeline-wire';
import { upstreamContext } from '~/services/http.server';
import { listRecentlyDeleted, restoreRecentlyDeleted, type MovedToBin, type RestoreWhich } from '~/services/recently-deleted.server';
import { BIN_PATH, UNDO_PATH } from './paths';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Photos per page of Recently deleted; more come with 'Show more' (a link with a cursor). */
const PAGE_SIZE = 60;

/** The toast after a delete into Recently deleted, with Undo (a form: it works without JavaScript). */
export function movedToast(moved: MovedToBin): Toast {
  return {
    kind: 'success',
    key: 'bin.moved',
    vars: { count: moved.moved },
    action: {
      to: UNDO_PATH,
      label: 'bin.undo',
      fields: { batch: moved.batchId },
    },
  };
}

async function binContext(request: Request) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  return upstreamContext(request, session.accessToken);
}

/** The page: a page of deleted photos (last deleted first) with their days left, or that the photo API has none. */
export async function loadBinPage(request: Request) {
  const ctx = await binContext(request);
  const url = new URL(request.url);
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  const headers = { 'Cache-Control': 'no-store' };
  const error = url.searchParams.get('error') === 'none' ? ('none' as const) : null;
  const page = await listRecentlyDeleted(ctx, {
    cursor: url.searchParams.get('cursor'),
    limit: PAGE_SIZE,
  });
  if (!page)
    return data(
      {
        available: false as const,
        error,
        count: 0,
        keepDays: 0,
        next: null,
        photos: [],
      },
      { headers },
    );
  const now = Date.now();
  const photos = page.images.map((p) => {
    const tile = toTile(p, locale);
    const thumb = p.thumbnails.find((th) => th.id === '300');
    return {
      id: p.imageId,
      name: tileAlt(tile, t) || p.localFileName,
      src: thumb?.url ?? p.url,
      width: thumb?.width || 300,
      height: thumb?.height || 300,
      daysLeft: Math.max(1, Math.ceil((new Date(p.purgeAfter).getTime() - now) / DAY_MS)),
    };
  });
  const next = page.cursor ? `${BIN_PATH}?cursor=${encodeURIComponent(page.cursor)}` : null;
  return data(
    {
      available: true as const,
      error,
      count: page.count,
      keepDays: page.keepDays,
      next,
      photos,
    },
    { headers },
  );
}

const restoreForm = z.union([
  z.object({ one: z.string().min(1).max(100) }),
  z.object({ intent: z.literal('restore-all') }),
  z.object({
    intent: z.literal('restore-selected'),
    photoIds: z.array(z.string().min(1).max(100)).max(500),
  }),
]);

/** Restore one (its own button), the ticked ones, or all; then the page again with how many came back. */
export async function restoreAction(request: Request) {
  const ctx = await binContext(request);
  const form = await readForm(request);
  const one = form.get('one');
  const parsed = restoreForm.safeParse(typeof one === 'string' && one ? { one } : { intent: form.get('intent'), photoIds: form.getAll('photoIds') });
  if (!parsed.success) return seeOther(request, `${BIN_PATH}?error=none`);
  const which: RestoreWhich =
    'one' in parsed.data ? { photoIds: [parsed.data.one] } : parsed.data.intent === 'restore-all' ? { all: true } : { photoIds: parsed.data.photoIds };
  if ('photoIds' in which && which.photoIds.length === 0) return seeOther(request, `${BIN_PATH}?error=none`);
  return restoreAndSay(request, ctx, which, BIN_PATH);
}

async function restoreAndSay(request: Request, ctx: ReturnType<typeof upstreamContext>, which: RestoreWhich, to: string) {
  try {
    const count = await restoreRecentlyDeleted(ctx, which);
    return redirectWithToast(request, to, {
      kind: 'success',
      key: 'bin.restored',
      vars: { count },
    });
  } catch (error) {
    logFailure('photos could not be restored', error, {
      correlationId: ctx.correlationId,
    });
    return redirectWithToast(request, to, {
      kind: 'error',
      key: 'bin.restoreFailed',
    });
  }
}

/** Undo from a delete's toast: restores exactly that delete's photos, then back to the page it was pressed on. */
export async function undoAction(request: Request) {
  const ctx = await binContext(request);
  const form = await readForm(request);
  const batch = z.string().uuid().safeParse(form.get('batch'));
  const back = safeReturnTo(form.get('back'), '/my-photos/photos');
  if (!batch.success) return seeOther(request, back);
  return restoreAndSay(request, ctx, { batchId: batch.data }, back);
}
