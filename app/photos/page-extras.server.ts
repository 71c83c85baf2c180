import { countAlbums } from '~/services/albums.server';
import type { Flags } from '~/lib/flags';
import { logFailure } from '~/lib/log.server';
import { getActivation, type Activation } from '~/services/activation.server';
import type { UpstreamContext } from '~/services/http.server';
import type { LoadedTimeline } from './timeline.server';

/** The photos page's other photo-API reads: the Albums tab's count and the import activation. */
export interface PageExtras {
  albumsCount: number | null;
  activation: Activation['status'] | null;
}

/**
 * Taken from the timeline overview when it brought them (decision 1618), otherwise each its own
 * call. A failure only hides what it would show: the tab's number, the activation notice.
 */
export async function pageExtras(
  ctx: UpstreamContext,
  flags: Pick<Flags, 'PhotoManagementAlbumViewEnabled' | 'PhotoManagementSharedAlbumsViewEnabled'>,
  fromOverview?: LoadedTimeline['extras'],
): Promise<PageExtras> {
  const countP = !flags.PhotoManagementAlbumViewEnabled
    ? null
    : fromOverview?.albumsCount !== undefined
      ? fromOverview.albumsCount
      : albumsCount(ctx, flags);
  const activationP = fromOverview?.activation
    ? fromOverview.activation
    : getActivation(ctx).catch((error: unknown) => {
        logFailure('activation status could not be loaded', error, { correlationId: ctx.correlationId });
        return null;
      });
  const [count, activation] = await Promise.all([countP, activationP]);
  return { albumsCount: count, activation: activation?.status ?? null };
}

/**
 * The Albums tab's count (photo-library.md section 2): the customer's own albums plus, when
 * the shared-albums flag is on, the shared albums they can read. Null when it cannot be known
 * (the tab then shows no number).
 */
export async function albumsCount(ctx: UpstreamContext, flags: Pick<Flags, 'PhotoManagementSharedAlbumsViewEnabled'>): Promise<number | null> {
  try {
    return await countAlbums(ctx, flags.PhotoManagementSharedAlbumsViewEnabled);
  } catch (error) {
    logFailure('albums count could not be loaded', error, { correlationId: ctx.correlationId });
    return null;
  }
}
