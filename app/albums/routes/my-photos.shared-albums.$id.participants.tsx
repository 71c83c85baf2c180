import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useRef } from 'react';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { getT } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import type { SharedAlbum } from '~/services/shared-albums.server';
import { Modal, useModalClose, modalHandle } from '~/ui/Modal';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { brand: { name: string } } | undefined;
  const title = loaderData?.title ?? '';
  return [{ title: root ? `${title} | ${root.brand.name}` : title }];
};

/**
 * 'Shared with {count} person/people': the owner's list of participants' e-mails, with OK.
 * Only the owner sees it; a participant (or anyone else) is sent back to the album.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const modal = await loadAlbumContext(request, params, 'shared');
  const album = modal.album as SharedAlbum;
  if (album.ownerId !== modal.session.customer.id) throw redirect(modal.back);
  const emails = (album.participants ?? []).map((p) => p.email);
  const t = await getT(request);
  return { emails, back: modal.back, title: t('albumPage.shared.with', { count: emails.length }) };
}

export default function Participants() {
  const modal = useLoaderData<typeof loader>();
  const t = useT();
  const ok = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(modal.back, 'participants');
  return (
    <Modal id="participants-modal" back={modal.back} returnFocus="participants" initialFocus={ok} className="modal--light">
      <h2 id="participants-modal-title">{t('albumPage.shared.with', { count: modal.emails.length })}</h2>
      {modal.emails.length ? (
        <ul className="participants">
          {modal.emails.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      ) : (
        <p>{t('albumPage.participants.none')}</p>
      )}
      <div className="modal__actions">
        <Link
          ref={ok}
          to={modal.back}
          className="button"
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          {t('albumPage.participants.ok')}
        </Link>
      </div>
    </Modal>
  );
}
