import type { Flags } from '~/lib/flags';
import { logFailure } from '~/lib/log.server';
import { listAlbums } from '~/services/albums.server';
import type { UpstreamContext } from '~/services/http.server';

/**
 * The Albums tab's count (photo-library.md section 2): the customer's own albums plus, when
 * the shared-albums flag is on, the shared albums they can read. One call: GET /albums with
 * displaySharedData as the flag, limit 1, whose answer carries the listing's total. Null when
 * it cannot be known (the tab then shows no number).
 */
export async function albumsCount(ctx: UpstreamContext, flags: Pick<Flags, 'PhotoManagementSharedAlbumsViewEnabled'>): Promise<number | null> {
  try {
    const page = await listAlbums(ctx, { limit: 1, displaySharedData: flags.PhotoManagementSharedAlbumsViewEnabled });
    return page.total;
  } catch (error) {
    logFailure('albums count could not be loaded', error, { correlationId: ctx.correlationId });
    return null;
  }
}
