import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation, useRouteError, type MetaFunction } from '@remix-run/react';
import { useRef } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { redirectWithToast } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { readConfirmedForm } from '~/lib/form.server';
import { isStripped } from '~/lib/stripped';
import { pageHref, parsePage } from '~/projects/paging';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { upstreamContext } from '~/services/http.server';
import { DangerSubmit, Modal, ModalCancel, useModalClose, modalHandle } from '~/ui/Modal';
import { deleteProject, findProject } from '~/services/projects.server';
import { modalFailure } from '~/ui/ModalFailure';
import { isLoadFailure } from '~/ui/PageFailure';
import { ProductPicture } from '~/ui/ProductPicture';
import { keepFailureLocal, useLocalFailure } from '~/lib/local-failure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'projects.confirm.title');

function backHref(request: Request): string {
  const q = new URL(request.url).searchParams;
  return pageHref(parsePage(q.get('page')) ?? 1, isStripped(q));
}

/** The confirmation (a modal over the list; a page section without JS). Someone else's project: 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const project = await findProject(upstreamContext(request, session.accessToken), session.customer.id, params.id ?? '');
  if (!project) throw new Response('Not found', { status: 404 });
  return data(
    { project: { id: project.id, name: project.name || project.id, picture: project.picture ?? null }, back: backHref(request) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const id = params.id ?? '';
  const project = await findProject(ctx, session.customer.id, id);
  if (!project) throw new Response('Not found', { status: 404 });
  const back = backHref(request);
  await readConfirmedForm(request);
  try {
    if (!(await deleteProject(ctx, id))) throw new Response('Not found', { status: 404 });
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure('saved project could not be deleted', error, { correlationId: ctx.correlationId });
    return redirectWithToast(request, back, { kind: 'error', key: 'projects.deleteFailed' });
  }
  return redirectWithToast(request, back, { kind: 'success', key: 'projects.deleted', vars: { name: project.name || project.id } });
}

/** With JavaScript, a delete that fails on the way stays in the modal with its message (decision 1920). */
export const clientAction = keepFailureLocal({});

export default function DeleteProjectDialog() {
  const { project, back } = useLoaderData<typeof loader>();
  const t = useT();
  const cancel = useRef<HTMLAnchorElement>(null);
  const returnFocus = `delete-${project.id}`;
  const close = useModalClose(back, returnFocus);
  const failed = useLocalFailure();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <Modal id="delete-project" back={back} returnFocus={returnFocus} initialFocus={cancel} describedBy="delete-project-body">
      <h2 id="delete-project-title">{t('projects.confirm.title')}</h2>
      {failed ? (
        <p className="error-message" role="alert">
          {t('projects.deleteFailed')}
        </p>
      ) : null}
      {/* What would be deleted, large enough to recognise (decision 2511); the text names it (decorative). */}
      <ProductPicture picture={project.picture} alt="" sizes="240px" eager className="product-picture project-confirm__cover" />
      <p id="delete-project-body">{t('projects.confirm.body', { name: project.name })}</p>
      <Form method="post" className="modal__actions">
        <ModalCancel ref={cancel} to={back} onClose={close}>
          {t('projects.confirm.cancel')}
        </ModalCancel>
        <DangerSubmit busy={busy}>{t('projects.confirm.delete')}</DangerSubmit>
      </Form>
    </Modal>
  );
}

const DeleteFailure = modalFailure('projects.confirm.title', null);

/** Not found: the project's 404; opening failed (the network, a server error): the modal says so (decision 1921). */
export function ErrorBoundary() {
  return isLoadFailure(useRouteError()) ? <DeleteFailure /> : <PageErrorBoundary notFound="projects.notFound" />;
}
