import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

const SERVICE = 'CUTOFF_API_URL' as const;

const instant = z.iso.datetime({ offset: true }).nullable().optional();
const articleGroupSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  articleNames: z.array(z.string()).default([]),
  campaignName: z.string().min(1).nullable().optional(),
  orderDeadline: instant,
});
const articleGroupsSchema = z.array(articleGroupSchema);
const campaignSchema = z.object({ name: z.string().min(1), title: z.string().min(1), orderDeadline: instant });

export type ArticleGroup = z.infer<typeof articleGroupSchema>;
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /v1/ArticleGroup?culture= — the storefront's names and deadlines (`culture`: its locale, e.g. nl-NL). */
export async function listArticleGroups(ctx: UpstreamContext, culture: string): Promise<ArticleGroup[]> {
  return (await callUpstream(SERVICE, ctx, { path: `/v1/ArticleGroup?culture=${encodeURIComponent(culture)}`, schema: articleGroupsSchema, timeoutMs: 2_000 }));
}

/** GET /v1/Campaign/{name}?culture=; null when there is no such campaign (404). */
export function getCampaign(ctx: UpstreamContext, name: string, culture: string): Promise<Campaign | null> {
  return callUpstream(SERVICE, ctx, { path: `/v1/Campaign/${encodeURIComponent(name)}?culture=${encodeURIComponent(culture)}`, schema: campaignSchema, nullOn: [404], timeoutMs: 2_000 });
}
