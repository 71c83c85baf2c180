import { logFailure } from '~/lib/log.server';
import { getCampaign, listArticleGroups } from '~/services/cutoff.server';
import type { UpstreamContext } from '~/services/http.server';
import { timeZoneOf } from '~/storage/notice.server';
import { formatDeadline, type Cutoff } from './cutoff';

export type { Cutoff } from './cutoff';

/**
 * The ordering deadlines still ahead (decision 2150): each article group's own deadline, or its
 * campaign's; soonest first; only the groups with one of `articles` when given. Any failure of the cut-off service shows nothing (logged).
 */
export async function loadCutoffs(ctx: UpstreamContext, request: Request, locale: string, opts: { now?: Date; articles?: readonly string[] } = {}): Promise<Cutoff[]> {
  const now = opts.now ?? new Date();
  try {
    const all = await listArticleGroups(ctx);
    // Only the groups of the page's own products, when it names them (the photos page: prints).
    const groups = opts.articles ? all.filter((g) => g.articleNames.some((a) => opts.articles!.includes(a))) : all;
    const names = [...new Set(groups.flatMap((g) => (g.campaignName && !g.orderDeadline ? [g.campaignName] : [])))];
    const campaigns = new Map((await Promise.all(names.map((n) => getCampaign(ctx, n)))).flatMap((c) => (c ? [[c.name, c]] : [])));
    const timeZone = timeZoneOf(request);
    return groups
      .flatMap((g) => {
        const campaign = g.campaignName ? campaigns.get(g.campaignName) : undefined;
        const at = g.orderDeadline ?? campaign?.orderDeadline;
        if (!at || new Date(at).getTime() <= now.getTime()) return [];
        return [{ group: g.name, at: new Date(at).toISOString(), deadline: formatDeadline(at, locale, timeZone), campaign: campaign?.title ?? null }];
      })
      .sort((a, b) => a.at.localeCompare(b.at));
  } catch (error) {
    logFailure('ordering deadlines could not be loaded', error, { correlationId: ctx.correlationId });
    return [];
  }
}
