import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { titleMeta } from '~/lib/meta';
import { useT } from '~/i18n/use-t';
import { printSizesOf } from '~/photos/print-info/print-sizes';
import { PrintSizesSection } from '~/photos/print-info/PrintInfo';
import { getPhoto } from '~/services/photo-library.server';
import printInfoCss from '~/photos/print-info/print-info.css?url';
import type { LinksFunction } from '@remix-run/node';
import { requireOrderPrints } from '~/library/flags.server';
import { requireSome, selectionModalContext } from '~/photos/selection-modal.server';
import { sendToEditor } from '~/selection/order-prints.server';
import { OrderPrintsModal } from '~/selection/OrderPrintsModal';
import { modalHandle } from '~/ui/Modal';
import { keepFailureLocal, reloadUnlessLocalFailure } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: printInfoCss }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'selection.orderPrints.title');

async function orderPrintsContext(request: Request) {
  requireOrderPrints(request);
  const modal = await selectionModalContext(request);
  requireSome(modal.ids, modal.back);
  return modal;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const modal = await orderPrintsContext(request);
  // One photo: the same print sizes as its preview's details (decision 2614); a failed read leaves them out.
  const one = modal.ids.length === 1 ? await getPhoto(modal.ctx, modal.ids[0]!).catch(() => null) : null;
  const prints = one ? printSizesOf(one.visibleWidth, one.visibleHeight) : null;
  return data({ count: modal.ids.length, back: modal.back, prints }, { headers: { 'Cache-Control': 'no-store' } });
}

/** Order prints of the timeline's selection (see app/selection/order-prints.server.ts). */
export async function action({ request }: ActionFunctionArgs) {
  return sendToEditor(request, await orderPrintsContext(request));
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({ failed: true });
export const shouldRevalidate = reloadUnlessLocalFailure;

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('selection.orderPrints.title', 'sel-order-prints');

export default function OrderPrints() {
  const modal = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <OrderPrintsModal count={modal.count} back={modal.back}>
      {modal.prints ? <PrintSizesSection prints={modal.prints} headingLevel={3} title={t('print.orderPrints.oneHeading')} /> : null}
    </OrderPrintsModal>
  );
}
