import { logFailure } from '~/lib/log.server';
import type { UpstreamContext } from '~/services/http.server';
import type { SavedProject } from '~/services/projects.server';
import { findUploads } from '~/services/uploads.server';

/** A project's photos: how many of its uploads are still there, and how many are gone. */
export interface ProjectPhotos {
  available: number;
  gone: number;
}

/**
 * The photos behind a page of saved projects (decision 2134), by project id: their upload records
 * read (the account's, then the anonymous ones). Null when the storage service fails (logged):
 * the projects still show, with the photos' error in place.
 */
export async function photosOfProjects(ctx: UpstreamContext, accountId: string, projects: SavedProject[]): Promise<Record<string, ProjectPhotos> | null> {
  const ids = projects.flatMap((p) => p.uploadIds);
  if (ids.length === 0) return {};
  let found;
  try {
    found = await findUploads(ctx, accountId, ids);
  } catch (error) {
    logFailure('upload records could not be loaded', error, { correlationId: ctx.correlationId });
    return null;
  }
  return Object.fromEntries(
    projects
      .filter((p) => p.uploadIds.length > 0)
      .map((p) => {
        const photos = [...new Set(p.uploadIds)];
        const available = photos.filter((id) => found.has(id)).length;
        return [p.id, { available, gone: photos.length - available }];
      }),
  );
}
