import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { titleMeta } from '~/lib/meta';
import { requireOrderPrints } from '~/library/flags.server';
import { requireSome, selectionModalContext } from '~/photos/selection-modal.server';
import { sendToEditor } from '~/selection/order-prints.server';
import { OrderPrintsModal } from '~/selection/OrderPrintsModal';
import { modalHandle } from '~/ui/Modal';
import { keepFailureLocal, reloadUnlessLocalFailure } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'selection.orderPrints.title');

async function orderPrintsContext(request: Request) {
  requireOrderPrints(request);
  const modal = await selectionModalContext(request);
  requireSome(modal.ids, modal.back);
  return modal;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const modal = await orderPrintsContext(request);
  return data({ count: modal.ids.length, back: modal.back }, { headers: { 'Cache-Control': 'no-store' } });
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
  return <OrderPrintsModal count={modal.count} back={modal.back} />;
}
