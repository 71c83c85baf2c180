import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { seeOther } from '~/lib/see-other.server';
import { track } from '~/lib/analytics';
import { Form, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { exportPath } from '~/photos/exports/paths';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { baseQuery, TIMELINE_PATH } from '~/photos/model';
import { createExport, FAILED_MESSAGE } from '~/services/exports.server';
import { UpstreamShapeError, upstreamContext } from '~/services/http.server';
import { Modal, ModalCancel, useModalClose, modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';
import { keepFailureLocal, useLocalFailure } from '~/lib/local-failure';

/** The modal's states after a request (spec section 4, 'Export creation'); the initial one has none. */
const STATES = ['success', 'empty', 'failed'] as const;
type State = (typeof STATES)[number];
/** Why a request failed: the spec's two messages, or any other failure. */
const REASONS: Record<string, TKey> = { parse: 'exports.error.parse', failed: 'exports.error.failed' };

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => titleMeta(matches, 'exports.create.title', { error: loaderData?.state === 'failed' });

async function context(request: Request) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const query = baseQuery(sort, isStripped(url.searchParams), isDefault);
  return { url, query, ctx: upstreamContext(request, session.accessToken), back: `${TIMELINE_PATH}${query.size ? `?${query}` : ''}` };
}

/**
 * 'Export all photos': a nested modal over the photos page. Its form posts here; the answer
 * comes back as a state in the URL (Post/Redirect/Get), so it works without JavaScript. An
 * export READY at once goes straight to its export page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, back } = await context(request);
  const raw = url.searchParams.get('state');
  const state = (STATES as readonly string[]).includes(raw ?? '') ? (raw as State) : null;
  const reason = state === 'failed' ? (REASONS[url.searchParams.get('reason') ?? ''] ?? null) : null;
  return data({ back, state, reason }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { url, query, ctx } = await context(request);
  const here = (state: State, reason?: string) => {
    const q = new URLSearchParams(query);
    q.set('state', state);
    if (reason) q.set('reason', reason);
    return `${url.pathname}?${q}`;
  };
  try {
    const result = await createExport(ctx);
    if (result.kind === 'empty') return seeOther(request, here('empty'));
    if (result.backup.status === 'READY') return seeOther(request, exportPath(result.backup.backupId, query));
    return seeOther(request, here('success'));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logFailure('export could not be created', error, { correlationId: ctx.correlationId });
    const reason = error instanceof UpstreamShapeError ? (message === FAILED_MESSAGE ? 'failed' : 'parse') : undefined;
    return seeOther(request, here('failed', reason));
  }
}

/** With JavaScript, a request that fails on the way says the modal's failure in place (decision 1921). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('exports.create.title', 'export-photos');

export default function CreateExport() {
  const modal = useLoaderData<typeof loader>();
  const t = useT();
  const navigation = useNavigation();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(modal.back, 'export-photos');
  // Requesting: a spinner, and the modal cannot be closed until the answer is in.
  const requesting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const done = modal.state === 'success' || modal.state === 'empty';
  // Photo-library spec §4: an export that is not READY at once sends an analytics event.
  useEffect(() => {
    if (modal.state === 'success') track('export_created');
  }, [modal.state]);
  const localFailure = useLocalFailure();
  // A new request replaces the last one's failure: while it runs only 'Requesting your export...' shows.
  const failed = !requesting && (modal.state === 'failed' || localFailure);
  return (
    <Modal id="create-export" back={modal.back} returnFocus="export-photos" initialFocus={cancel} describedBy="create-export-body" locked={requesting}>
      <h2 id="create-export-title">{t('exports.create.title')}</h2>
      {failed ? (
        <div className="error-message" role="alert">
          <p>{t('exports.create.failed')}</p>
          {modal.reason ? <p>{t(modal.reason)}</p> : null}
        </div>
      ) : null}
      <div id="create-export-body" role={done ? 'status' : undefined}>
        <p>{t(modal.state === 'success' ? 'exports.create.success' : modal.state === 'empty' ? 'exports.create.empty' : 'exports.create.body')}</p>
      </div>
      {requesting ? (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t('exports.create.requesting')}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="modal__actions">
        {requesting ? null : (
          <ModalCancel ref={cancel} to={modal.back} onClose={close}>
            {t(done ? 'exports.create.close' : 'exports.create.cancel')}
          </ModalCancel>
        )}
        {done ? null : (
          <button type="submit" className="button" aria-disabled={requesting ? 'true' : undefined} onClick={(e) => requesting && e.preventDefault()}>
            {t('exports.create.confirm')}
          </button>
        )}
      </Form>
    </Modal>
  );
}
