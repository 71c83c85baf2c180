import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { useRef } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { CREATE_FORM, createAlbumAction } from '~/albums/create.server';
import { answersAndErrors, takeFormState } from '~/lib/form-state.server';
import { ALBUMS_PATH, NEW_ALBUM_PATH } from '~/albums/model';
import { withQuery } from '~/lib/query';
import { NameField } from '~/albums/NameField';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { titleMeta } from '~/lib/meta';
import { requireTimelineFlag } from '~/library/flags.server';
import { upstreamContext } from '~/services/http.server';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Modal, ModalCancel, useModalClose, modalHandle } from '~/ui/Modal';
import { readForm } from '~/lib/form.server';
import { modalFailure } from '~/ui/ModalFailure';
import { keepFailureLocal, useLocalFailure } from '~/lib/local-failure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'albums.create.title', { error: !!loaderData && Object.keys(loaderData.errors).length > 0 });

/** The list's query (sort, stripped) kept on the way back. */
function listQuery(url: URL): string {
  const q = new URLSearchParams();
  for (const k of ['sortKey', 'sortOrder', 'stripped']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  return q.toString();
}

async function context(request: Request) {
  const flags = requireTimelineFlag(request);
  if (!flags.PhotoManagementAlbumViewEnabled) throw redirect('/');
  const session = await requireCustomer(request);
  const url = new URL(request.url);
  const query = listQuery(url);
  return { ctx: upstreamContext(request, session.accessToken), query, back: withQuery(ALBUMS_PATH, query), self: withQuery(NEW_ALBUM_PATH, query) };
}

/** 'Create new album' over the albums list; a refused answer comes back through the form cookie. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { back } = await context(request);
  const { state, clear } = await takeFormState(request, CREATE_FORM);
  const refused = state ? answersAndErrors(state) : null;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data({ back, values: refused?.values ?? {}, errors: refused?.errors ?? {} }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, query, self } = await context(request);
  const form = await readForm(request);
  return createAlbumAction(request, ctx, form, {
    formHref: self,
    albumHref: (albumId) => withQuery(`${ALBUMS_PATH}/${encodeURIComponent(albumId)}`, query),
  });
}

/** With JavaScript, a post that fails on the way stays in the modal: 'Unable to save changes. Please try again' (decision 1921). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albums.create.title', 'new-album');

export default function CreateAlbum() {
  const modal = useLoaderData<typeof loader>();
  const t = useT();
  const navigation = useNavigation();
  const input = useRef<HTMLInputElement>(null);
  const close = useModalClose(modal.back, 'new-album');
  const busy = navigation.state === 'submitting';
  const nameError = modal.errors.name ?? null;
  const localFailure = useLocalFailure();
  const formError = modal.errors.form ?? (localFailure ? 'albums.saveFailed' : null);
  const summary = [
    ...(nameError ? [{ field: 'album-name', message: t(nameError as TKey) }] : []),
    ...(formError ? [{ field: 'album-name', message: t(formError as TKey) }] : []),
  ];
  return (
    <Modal id="create-album" back={modal.back} returnFocus="new-album" initialFocus={input} className="modal--light album-modal">
      <ErrorSummary errors={summary} />
      <h2 id="create-album-title">{t('albums.create.title')}</h2>
      <Form method="post" noValidate preventScrollReset>
        <NameField ref={input} id="album-name" error={nameError} defaultValue={modal.values.name ?? ''} />
        <div className="modal__actions">
          <ModalCancel to={modal.back} onClose={close}>
            {t('albums.modal.cancel')}
          </ModalCancel>
          <button type="submit" className="button" aria-disabled={busy ? 'true' : undefined} onClick={(e) => busy && e.preventDefault()}>
            {busy ? t('albums.create.saving') : t('albums.create.submit')}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
