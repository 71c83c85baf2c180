import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction, type Params } from '@remix-run/react';
import { albumSelectionModalContext } from '~/albums/page/album-context.server';
import { titleMeta } from '~/lib/meta';
import { requireOrderPrints } from '~/library/flags.server';
import { sendToEditor } from '~/selection/order-prints.server';
import { OrderPrintsModal } from '~/selection/OrderPrintsModal';
import { modalHandle } from '~/ui/Modal';
import { keepFailureLocal, reloadUnlessLocalFailure } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'selection.orderPrints.title');

/** Order prints of the album's selection: only with PhotoManagementOrderPrintsEnabled and not stripped. */
async function orderPrintsContext(request: Request, params: Params) {
  requireOrderPrints(request);
  const modal = await albumSelectionModalContext(request, params, 'album');
  return modal;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const modal = await orderPrintsContext(request, params);
  return data({ count: modal.ids.length, back: modal.back }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return sendToEditor(request, await orderPrintsContext(request, params));
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({ failed: true });
export const shouldRevalidate = reloadUnlessLocalFailure;

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('selection.orderPrints.title', 'sel-order-prints');

export default function AlbumOrderPrints() {
  const modal = useLoaderData<typeof loader>();
  return <OrderPrintsModal count={modal.count} back={modal.back} />;
}
