import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';
import { pictureSchema } from './picture';

const SERVICE = 'PROJECTS_API_URL' as const;

export const projectSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional().default(''),
  productName: z.string().optional().default(''),
  updated: z.string().optional(),
  /** The uploads the project uses (decision 2134). */
  uploadIds: z.array(z.string().min(1)).max(1000).optional().default([]),
  /** Its cover (decision 2420); null when it has none. */
  picture: pictureSchema,
});
export type SavedProject = z.infer<typeof projectSchema>;
const pageSchema = z.object({ projects: z.array(projectSchema), totalProjectCount: z.number().int().nonnegative() });
export type ProjectPage = z.infer<typeof pageSchema>;

/** GET /api/v2/projects/{accountId}?skip&limit */
export async function listProjects(ctx: UpstreamContext, accountId: string, skip: number, limit: number): Promise<ProjectPage> {
  return (await callUpstream(SERVICE, ctx, { path: `/api/v2/projects/${encodeURIComponent(accountId)}`, query: { skip, limit }, schema: pageSchema }));
}

/** The customer's project with this id (searched page by page), or null. */
export async function findProject(ctx: UpstreamContext, accountId: string, id: string): Promise<SavedProject | null> {
  const limit = 100;
  for (let skip = 0; ; skip += limit) {
    const page = await listProjects(ctx, accountId, skip, limit);
    const found = page.projects.find((p) => p.id === id);
    if (found) return found;
    if (page.projects.length < limit || skip + limit >= page.totalProjectCount) return null;
  }
}

/** DELETE /api/v2/project/{id}; false when it is not the customer's (404). */
export async function deleteProject(ctx: UpstreamContext, id: string): Promise<boolean> {
  const result = await callUpstream(SERVICE, ctx, { method: 'DELETE', path: `/api/v2/project/${encodeURIComponent(id)}`, schema: z.unknown(), nullOn: [404] });
  return result !== null;
}
