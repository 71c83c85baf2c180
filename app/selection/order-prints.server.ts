import { data } from '@remix-run/node';
import { getConfig } from '~/config.server';
import { brandFor, getLocale } from '~/i18n/i18next.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import type { UpstreamContext } from '~/services/http.server';
import { getChannelId } from '~/services/merchandise.server';
import { createTempSelection } from '~/services/temp-selections.server';
import { editorUrl } from './order-prints';
import { readForm } from '~/lib/form.server';

/**
 * Order prints (the modal's action, on the timeline and on album pages): a temp selection of
 * the photos, the brand's merchandise channel, then the prints editor with PAP_910. Without
 * JavaScript a redirect there; the island (js=1) gets the address and goes after at least
 * 3000 ms. Any failure: `back` (selection kept) with 'Error transferring photos. Try again.'.
 */
export async function sendToEditor(request: Request, m: { ctx: UpstreamContext; ids: string[]; back: string }) {
  const form = await readForm(request);
  const island = form.get('js') === '1';
  try {
    const brand = brandFor(request);
    const [selection, channel] = await Promise.all([
      createTempSelection(m.ctx, m.ids),
      getChannelId(m.ctx, { vendor: brand.id, locale: await getLocale(request) }),
    ]);
    const href = editorUrl(new URL(getConfig().upstream.MERCHANDISE_API_URL).origin, channel, selection.tempSelectionId);
    if (island) return data({ editor: href });
    return seeOther(request, href);
  } catch (error) {
    logFailure('photos could not be sent to the editor', error, { correlationId: m.ctx.correlationId });
    // The island shows the toast itself after its minimum wait; without JS the next page does.
    if (island) return data({ failed: true });
    return redirectWithToast(request, m.back, { kind: 'error', key: 'selection.orderPrints.failed' });
  }
}
