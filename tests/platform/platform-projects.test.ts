import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestPlatform();
  for (const email of ['customer@example.com', 'other@example.com']) {
    tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
    const me = (await (await fetch(`${t.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${tokens[email]}` } })).json()) as { id: string };
    ids[email] = me.id;
  }
});
afterAll(() => stopTestPlatform(t));

const call = (path: string, email: string, method = 'GET') =>
  fetch(`${t.platform.origin}/projects-api${path}`, { method, headers: { authorization: `Bearer ${tokens[email]}` } });
type Page = { projects: { id: string; name: string }[]; totalProjectCount: number };

describe('saved projects API', () => {
  it('pages the customer’s 24 projects with skip and limit', async () => {
    const id = ids['customer@example.com'];
    const first = (await (await call(`/api/v2/projects/${id}?skip=0&limit=10`, 'customer@example.com')).json()) as Page;
    const third = (await (await call(`/api/v2/projects/${id}?skip=20&limit=10`, 'customer@example.com')).json()) as Page;
    expect(first.totalProjectCount).toBe(24);
    expect(first.projects).toHaveLength(10);
    expect(third.projects).toHaveLength(4);
    expect(new Set([...first.projects, ...third.projects].map((p) => p.id)).size).toBe(14);
  });

  it('refuses another account’s list (403) and bad paging (400)', async () => {
    expect((await call(`/api/v2/projects/${ids['other@example.com']}?skip=0&limit=10`, 'customer@example.com')).status).toBe(403);
    expect((await call(`/api/v2/projects/${ids['customer@example.com']}?skip=-1&limit=10`, 'customer@example.com')).status).toBe(400);
    expect((await call(`/api/v2/projects/${ids['customer@example.com']}?limit=1000`, 'customer@example.com')).status).toBe(400);
  });

  it('deletes only the caller’s project', async () => {
    const other = (await (await call(`/api/v2/projects/${ids['other@example.com']}`, 'other@example.com')).json()) as Page;
    const theirs = other.projects[0]!.id;
    expect((await call(`/api/v2/project/${theirs}`, 'customer@example.com', 'DELETE')).status).toBe(404);
    expect((await call(`/api/v2/project/${theirs}`, 'other@example.com', 'DELETE')).status).toBe(204);
    expect((await call(`/api/v2/project/${theirs}`, 'other@example.com', 'DELETE')).status).toBe(404);
    const after = (await (await call(`/api/v2/projects/${ids['other@example.com']}`, 'other@example.com')).json()) as Page;
    expect(after.totalProjectCount).toBe(other.totalProjectCount - 1);
  });
});
