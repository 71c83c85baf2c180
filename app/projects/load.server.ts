import { redirect } from '@remix-run/node';
import type { CustomerSession } from '~/auth/session.server';
import { SAVED_PROJECTS_PAGE_SIZE } from '~/lib/constants';
import { logFailure } from '~/lib/log.server';
import { isStripped } from '~/lib/stripped';
import { upstreamContext } from '~/services/http.server';
import { listProjects, type ProjectPage } from '~/services/projects.server';
import { pageCount, pageHref, parsePage, skipFor } from './paging';
import { photosOfProjects, type ProjectPhotos } from './uploads.server';

export type ProjectsView =
  | {
      kind: 'ok';
      page: number;
      pages: number;
      total: number;
      stripped: boolean;
      projects: ProjectPage['projects'];
      /** The projects' photos by project id (decision 2134); null when they could not be read. */
      photos: Record<string, ProjectPhotos> | null;
    }
  | { kind: 'error' };

/** One page of the customer's saved projects; a page past the end redirects to the last one. */
export async function loadProjectsPage(request: Request, session: CustomerSession): Promise<ProjectsView> {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get('page'));
  const stripped = isStripped(url.searchParams);
  if (page === null) throw redirect(pageHref(1, stripped));
  const ctx = upstreamContext(request, session.accessToken);
  let result: ProjectPage;
  try {
    result = await listProjects(ctx, session.customer.id, skipFor(page, SAVED_PROJECTS_PAGE_SIZE), SAVED_PROJECTS_PAGE_SIZE);
  } catch (error) {
    logFailure('saved projects could not be loaded', error, { correlationId: ctx.correlationId });
    return { kind: 'error' };
  }
  const pages = pageCount(result.totalProjectCount, SAVED_PROJECTS_PAGE_SIZE);
  if (page > pages) {
    const q = new URLSearchParams(url.search);
    q.set('page', String(pages));
    if (pages === 1) q.delete('page');
    const s = q.toString();
    throw redirect(`${url.pathname}${s ? `?${s}` : ''}`);
  }
  const photos = await photosOfProjects(ctx, session.customer.id, result.projects);
  return { kind: 'ok', page, pages, total: result.totalProjectCount, stripped, projects: result.projects, photos };
}
