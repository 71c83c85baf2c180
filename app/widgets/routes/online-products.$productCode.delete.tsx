import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requireB2c } from '~/auth/guard.server';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalHandle } from '~/ui/Modal';
import { confirmationModule } from '~/widgets/ConfirmModal';
import { confirmationData, confirmedWidgetAction } from '~/widgets/confirm.server';

/** 'Delete photo book': the confirmation over the book's page, a modal (the page behind turns inert). */
export const handle = modalHandle;
const confirmation = confirmationModule('delete');
export const meta = confirmation.meta;
export const ErrorBoundary = confirmation.ErrorBoundary;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return confirmationData(request, await requireB2c(request), params.productCode ?? '');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return confirmedWidgetAction(request, await requireB2c(request), params.productCode ?? '', 'delete');
}

/** With JavaScript, a post that fails on the way stays in the modal with its message (decision 1920). */
export const clientAction = keepFailureLocal({});

export default confirmation.Confirmation;
