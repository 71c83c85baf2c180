import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireCustomer } from '~/auth/session.server';
import { projectEditorUrl } from '~/projects/editor-link';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';
import { menuConfigFor } from '~/services/menu-config.server';
import { findProject } from '~/services/projects.server';

/**
 * Opens a saved project in the editor (decision 1960): only the signed-in customer's own project — an
 * unknown or someone else's id is the account's 404 page — then a redirect to the storefront's
 * editor (its menu configuration's EditorUrl, an http(s) URL only) with the project id.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  let project;
  try {
    project = await findProject(ctx, session.customer.id, params.id ?? '');
  } catch (error) {
    return upstreamFailureResponse(error, 'The saved projects could not be read. Try again.');
  }
  if (!project) return resourceNotFound(request, context);
  const href = projectEditorUrl((await menuConfigFor(request)).routes.EditorUrl, project.id);
  if (!href) return new Response('The editor could not be opened.', { status: 502, headers: { 'Cache-Control': 'no-store' } });
  return redirect(href, { headers: { 'Cache-Control': 'no-store' } });
}
