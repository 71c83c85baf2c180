import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireB2c } from '~/auth/guard.server';
import { keepFailureLocal } from '~/lib/local-failure';
import { titleMeta } from '~/lib/meta';
import { modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';
import { WidgetConfirmModal } from '~/widgets/ConfirmModal';
import { widgetPageOf } from '~/widgets/confirm-model';
import { confirmableWidget, confirmedWidgetAction } from '~/widgets/confirm.server';

/** A modal over the book's page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => titleMeta(matches, 'widgets.delete.confirmTitle', { error: !!data?.failed });

/** 'Delete photo book': the confirmation over the book's page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireB2c(request);
  const widget = await confirmableWidget(request, session, params.productCode ?? '');
  const failed = new URL(request.url).searchParams.get('failed') === '1';
  return {
    title: widget.title || widget.productCode,
    code: widget.productCode,
    back: widgetPageOf(widget.productCode),
    failed,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireB2c(request);
  return confirmedWidgetAction(request, session, params.productCode ?? '', 'delete');
}

/** With JavaScript, a post that fails on the way stays in the modal with its message (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('widgets.delete.confirmTitle', 'delete-widget');

export default function DeleteWidgetConfirmation() {
  const modal = useLoaderData<typeof loader>();
  return <WidgetConfirmModal which="delete" title={modal.title} code={modal.code} back={modal.back} failed={modal.failed} />;
}
