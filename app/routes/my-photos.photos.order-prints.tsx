import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useFetcher, useLoaderData, useNavigate, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { brandFor, getLocale } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { flash } from '~/lib/flash.server';
import { log } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import { requireSome, selectionModalContext } from '~/selection/modal.server';
import { editorUrl, ORDER_PRINTS_MIN_MS } from '~/selection/order-prints';
import { getConfig } from '~/config.server';
import { getChannelId } from '~/services/merchandise.server';
import { createTempSelection } from '~/services/temp-selections.server';
import { showToast } from '~/ui/toast-bus';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'selection.orderPrints.title');

async function orderPrintsContext(request: Request) {
  const m = await selectionModalContext(request);
  if (!m.flags.PhotoManagementOrderPrintsEnabled || m.stripped) throw redirect(m.back);
  requireSome(m.ids, m.back);
  return m;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const m = await orderPrintsContext(request);
  return data({ count: m.ids.length, back: m.back }, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Order prints: a temp selection of the photos, the brand's merchandise channel, then the
 * prints editor with PAP_910. Without JavaScript a redirect there; the island (js=1) gets the
 * address and goes after at least 3000 ms. Any failure: the timeline (selection kept) with
 * 'Error transferring photos. Try again.'.
 */
export async function action({ request }: ActionFunctionArgs) {
  const m = await orderPrintsContext(request);
  const form = await request.formData();
  const island = form.get('js') === '1';
  try {
    const brand = brandFor(request);
    const [selection, channel] = await Promise.all([
      createTempSelection(m.ctx, m.ids),
      getChannelId(m.ctx, { vendor: brand.id, locale: await getLocale(request) }),
    ]);
    const href = editorUrl(new URL(getConfig().upstream.MERCHANDISE_API_URL).origin, channel, selection.tempSelectionId);
    if (island) return data({ editor: href });
    return redirect(href, 303);
  } catch (error) {
    log('error', 'photos could not be sent to the editor', { reason: error instanceof Error ? error.message : String(error), correlationId: m.ctx.correlationId });
    // The island shows the toast itself after its minimum wait; without JS the next page does.
    if (island) return data({ failed: true });
    return redirect(m.back, { headers: { 'Set-Cookie': await flash({ kind: 'error', key: 'selection.orderPrints.failed' }) } });
  }
}

export default function OrderPrints() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(d.back, 'sel-order-prints');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const adding = startedAt !== null;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || startedAt === null) return;
    const answer = fetcher.data;
    const wait = Math.max(0, ORDER_PRINTS_MIN_MS - (Date.now() - startedAt));
    const id = window.setTimeout(() => {
      if ('editor' in answer && answer.editor) {
        window.location.assign(answer.editor);
      } else {
        setStartedAt(null);
        navigate(d.back, { preventScrollReset: true, state: { focus: 'sel-order-prints' } });
        showToast({ kind: 'error', key: 'selection.orderPrints.failed' });
      }
    }, wait);
    return () => window.clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fetcher.state, fetcher.data]);

  return (
    <Modal id="order-prints" back={d.back} returnFocus="sel-order-prints" initialFocus={cancel} describedBy="order-prints-body">
      <h2 id="order-prints-title">{t('selection.orderPrints.title')}</h2>
      {adding ? (
        <p id="order-prints-body" role="status" className="order-prints__adding">
          {t('selection.orderPrints.adding', { amount: d.count })}
        </p>
      ) : (
        <p id="order-prints-body">{t('selection.orderPrints.body', { count: d.count })}</p>
      )}
      <fetcher.Form
        method="post"
        className="modal__actions"
        onSubmit={(event) => {
          if (adding) {
            event.preventDefault();
            return;
          }
          setStartedAt(Date.now());
        }}
      >
        <input type="hidden" name="js" value="" ref={(el) => { if (el) el.value = '1'; }} />
        {adding ? null : (
          <ModalCancel ref={cancel} to={d.back} onClose={close}>
            {t('selection.modal.cancel')}
          </ModalCancel>
        )}
        <button type="submit" className="button" aria-disabled={adding ? 'true' : undefined}>
          {t('selection.orderPrints.confirm')}
        </button>
      </fetcher.Form>
    </Modal>
  );
}
