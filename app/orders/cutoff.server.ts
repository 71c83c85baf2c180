import { logFailure } from '~/lib/log.server';
import { getCampaign, listArticleGroups, type ArticleGroup, type Campaign } from '~/services/cutoff.server';
import type { UpstreamContext } from '~/services/http.server';
import { brandFor } from '~/i18n/i18next.server';
import { timeZoneForCountry } from '../../shared/brands';
import { formatDeadline, type Cutoff } from './cutoff';

export type { Cutoff } from './cutoff';

interface Deadlines {
  groups: ArticleGroup[];
  campaigns: Map<string, Campaign>;
}

/** Every article group, and the campaigns of those without a deadline of their own, as the storefront of `culture` has them. */
async function readDeadlines(ctx: UpstreamContext, culture: string): Promise<Deadlines> {
  const groups = await listArticleGroups(ctx, culture);
  const names = [...new Set(groups.flatMap((g) => (g.campaignName && !g.orderDeadline ? [g.campaignName] : [])))];
  const campaigns = new Map((await Promise.all(names.map((n) => getCampaign(ctx, n, culture)))).flatMap((c) => (c ? [[c.name, c]] : [])));
  return { groups, campaigns };
}

/**
 * The deadlines are the retailer's, the same for every customer, and change seldom: read once a
 * minute by each process rather than on every orders or photos page (each upstream
 * call costs both sides CPU). Which are still ahead is decided on each request. A failure is not kept.
 */
const CUTOFFS_FRESH_MS = 60_000;
const kept = new Map<string, { until: number; value: Promise<Deadlines> }>();

function deadlines(ctx: UpstreamContext, culture: string): Promise<Deadlines> {
  const current = kept.get(culture);
  if (current && current.until > Date.now()) return current.value;
  const entry = { until: Date.now() + CUTOFFS_FRESH_MS, value: readDeadlines(ctx, culture) };
  entry.value.catch(() => {
    if (kept.get(culture) === entry) kept.delete(culture);
  });
  kept.set(culture, entry);
  return entry.value;
}

/** Forgets what was read (tests that change the service's answers). */
export function forgetCutoffs(): void {
  kept.clear();
}

/**
 * The ordering deadlines still ahead (decision 2150): each article group's own deadline, or its
 * campaign's; soonest first; only the groups with one of `articles` when given. Any failure of the cut-off service shows nothing (logged).
 */
export async function loadCutoffs(ctx: UpstreamContext, request: Request, locale: string, opts: { now?: Date; articles?: readonly string[] } = {}): Promise<Cutoff[]> {
  const now = opts.now ?? new Date();
  try {
    const { groups: all, campaigns } = await deadlines(ctx, locale);
    // Only the groups of the page's own products, when it names them (the photos page: prints).
    const groups = opts.articles ? all.filter((g) => g.articleNames.some((a) => opts.articles!.includes(a))) : all;
    // The storefront's own time, as its deadlines are (decision 2150), whatever zone the customer is in.
    const timeZone = timeZoneForCountry(brandFor(request).country);
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
