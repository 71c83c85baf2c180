import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useRef } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { isStripped, useStrippedHref } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { baseQuery, TIMELINE_PATH } from '~/photos/model';
import { upstreamContext } from '~/services/http.server';
import { loadStorageNotice } from '~/photos/storage/notice.server';
import { StorageMessageText, useLocalNotice } from '~/photos/storage/StorageBanner';
import { Modal, ModalCancel, useModalClose, modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches }) => titleMeta(matches, 'storage.modal.title');

/**
 * The storage-status modal (photo-library.md sections 2 and 4), a nested route over the photos
 * page: opened from the banner, or automatically once per browser session when the status is
 * critical (the photos loader redirects here and sets the session cookie; decision 0702).
 * Without the reactivation flag it goes home; when the deletion service fails, back to the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireTimelineFlag(request, 'PhotoManagementReactivationEnabled');
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const query = baseQuery(sort, isStripped(url.searchParams), isDefault);
  const back = `${TIMELINE_PATH}${query.size ? `?${query}` : ''}`;
  const session = await requireCustomer(request);
  const notice = await loadStorageNotice(upstreamContext(request, session.accessToken), request, await getLocale(request));
  if (!notice) throw redirect(back);
  return data({ back, notice }, { headers: { 'Cache-Control': 'no-store' } });
}

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('storage.modal.title', 'storage-details');

export default function StorageModal() {
  const storage = useLoaderData<typeof loader>();
  const href = useStrippedHref();
  const t = useT();
  const closeRef = useRef<HTMLAnchorElement>(null);
  const notice = useLocalNotice(storage.notice);
  // Focus returns to the banner's 'Storage details' link (present whenever this modal can open).
  const close = useModalClose(storage.back, 'storage-details');
  return (
    <Modal id="storage-status" back={storage.back} returnFocus="storage-details" initialFocus={closeRef} describedBy="storage-status-body">
      <h2 id="storage-status-title">{t('storage.modal.title')}</h2>
      <div id="storage-status-body" data-status={notice.status}>
        <p>
          <StorageMessageText notice={notice} />
        </p>
        <p>{t('storage.rule')}</p>
        <p>{t('storage.modal.projects', { count: notice.projectCount })}</p>
      </div>
      <div className="modal__actions">
        <ModalCancel ref={closeRef} to={storage.back} onClose={close}>
          {t('storage.modal.close')}
        </ModalCancel>
        <Link to={href('/saved-projects')} className="button">
          {t('storage.savedProjects')}
        </Link>
      </div>
    </Modal>
  );
}
