import type { Kysely } from 'kysely';
import type { Request } from 'express';
import type { TokenVerifier } from '../auth';
import type { Database } from '../db/schema';
import { escapeHtml } from '../idp/views/html';
import { projectsDb } from '../projects-api/router';

/** The app's access-token cookie (app/auth/cookies.server.ts), set on the shop's parent domain. */
const ACCESS_COOKIE = 'auth_access_token';

function cookie(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export type ProjectAnswer =
  | { status: 401 | 404; heading: string; message: string }
  | { status: 200; title: string; body: string };

/**
 * A saved project opened in the editor (`?projectId=…`): as the retailer's editor on the shop's
 * domain, it knows the customer by the account's access-token cookie on the parent domain
 * (decision 1961), and opens only that customer's own project; no cookie or a bad one is 401,
 * someone else's or an unknown id 404, the same page for both.
 */
export async function openProject(req: Request, db: Kysely<Database>, verify: TokenVerifier, projectId: string): Promise<ProjectAnswer> {
  const token = cookie(req, ACCESS_COOKIE);
  const account = token ? await verify(token) : null;
  if (!account) return { status: 401, heading: 'Sign in to open your project', message: 'Sign in to your account in the shop, then open the project again from your saved projects.' };
  const project = await projectsDb(db)
    .selectFrom('saved_projects')
    .selectAll()
    .where('id', '=', projectId)
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  if (!project) return { status: 404, heading: 'Project not found', message: 'This project does not exist or is not yours. Go back to your saved projects and try again.' };
  const name = project.name || project.id;
  return {
    status: 200,
    title: `${name} – Editor`,
    body: `<h1 class="heading">${escapeHtml(name)}</h1>
<p class="body">This stand-in for the editor shows the saved project it opened.</p>
<dl class="editor-summary">
<dt>Project</dt><dd>${escapeHtml(project.id)}</dd>
<dt>Product</dt><dd>${escapeHtml(project.product_name)}</dd>
<dt>Last saved</dt><dd>${escapeHtml(project.updated.slice(0, 10))}</dd>
</dl>`,
  };
}
