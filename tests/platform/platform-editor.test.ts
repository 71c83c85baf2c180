import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customer, makeJpeg, upload, type PhotoJson } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let alice: { id: string; token: string };
let photos: PhotoJson[];

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-editor@example.com');
  const files = await Promise.all(['Beach <1>.jpg', 'Hills.jpg', 'City.jpg'].map(async (name, i) => ({ name, data: await makeJpeg(null, { width: 640, height: 480 }, i * 90) })));
  photos = (await upload(t, alice.token, files)).map((r) => {
    if (r.status !== 'added') throw new Error('refused');
    return r.photo;
  });
});

afterAll(() => stopTestPlatform(t));

async function selection(ids: string[]): Promise<string> {
  const res = await api(t, alice.token, '/temp-selections', { method: 'POST', body: JSON.stringify({ photoIds: ids }), headers: { 'content-type': 'application/json' } });
  return ((await res.json()) as { tempSelectionId: string }).tempSelectionId;
}

const editor = (query: Record<string, string>) => fetch(`${t.platform.origin}/editor?${new URLSearchParams(query)}`);

describe('prints-editor stand-in', () => {
  it('shows the product code, the channel and the selected photos as signed 300-px thumbnails', async () => {
    const chosen = [photos[2], photos[0]].map((p) => p?.imageId ?? '');
    const id = await selection(chosen);
    const res = await editor({ channel: 'ch_keepsake-uk_en-GB', tempSelectionId: id, productCode: 'PAP_910' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    const html = await res.text();
    expect(html).toContain('<title>Prints editor</title>');
    expect(html).toMatch(/<h1 class="heading">Prints editor<\/h1>/);
    expect(html).toContain('<dd>PAP_910</dd>');
    expect(html).toContain('ch_keepsake-uk_en-GB (keepsake-uk, en-GB)');
    expect(html).toContain('<dd>2 photos</dd>');
    const images = [...html.matchAll(/<img src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]+)"/g)];
    expect(images.map((m) => m[4])).toEqual(['Photo 1 of 2: City.jpg', 'Photo 2 of 2: Beach &#60;1&#62;.jpg']);
    for (const [, src, width] of images) {
      expect(width).toBe('300');
      const url = (src ?? '').replace(/&#38;/g, '&');
      expect(url).toContain('/photo-api/media/');
      expect(url).toContain('/300?e=');
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    }
    const css = await fetch(`${t.platform.origin}/editor/assets/editor.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('leaves out photos deleted since, and says so', async () => {
    const id = await selection(photos.map((p) => p.imageId));
    await api(t, alice.token, `/photos/${photos[1]?.imageId}`, { method: 'DELETE' });
    const html = await (await editor({ channel: 'ch_keepsake-uk_en-GB', tempSelectionId: id, productCode: 'PAP_910' })).text();
    expect(html).toContain('<dd>2 photos</dd>');
    expect(html).toContain('1 photo was deleted since it was selected.');
  });

  it('answers a 404 page for an unknown, forged or expired selection, and 400 for a link without its parts', async () => {
    for (const tempSelectionId of [randomUUID(), 'forged', '../../etc/passwd']) {
      const res = await editor({ channel: 'ch_keepsake-uk_en-GB', tempSelectionId, productCode: 'PAP_910' });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<h1 class="heading">Selection not found</h1>');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const id = await selection([photos[0]?.imageId ?? '']);
    expect((await editor({ channel: 'ch_keepsake-uk_en-GB', tempSelectionId: id })).status).toBe(400);
    expect((await editor({ channel: '<script>', tempSelectionId: id, productCode: 'PAP_910' })).status).toBe(400);
  });
});

describe('a saved project in the editor stand-in', () => {
  it("opens the signed-in customer's own project by the access-token cookie; someone else's is 404, no cookie 401", async () => {
    const bob = await customer(t, 'bob-editor@example.com');
    const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
    const insert = sqlite.prepare('insert into saved_projects (id, account_id, name, product_name, created, updated) values (?, ?, ?, ?, ?, ?)');
    insert.run('prj-alice-1', alice.id, 'Summer <book>', 'Hardcover photo book A4', '2026-01-01T00:00:00.000Z', '2026-02-03T10:00:00.000Z');
    insert.run('prj-bob-1', bob.id, 'Bob’s calendar', 'Wall calendar A3', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z');
    sqlite.close();
    const open = (projectId: string, token?: string) =>
      fetch(`${t.platform.origin}/editor?${new URLSearchParams({ projectId })}`, { headers: token ? { cookie: `other=1; auth_access_token=${token}` } : {} });

    const mine = await open('prj-alice-1', alice.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const html = await mine.text();
    expect(html).toContain('<h1 class="heading">Summer &#60;book&#62;</h1>');
    expect(html).toContain('<dd>prj-alice-1</dd>');
    expect(html).toContain('<dd>Hardcover photo book A4</dd>');

    const theirs = await open('prj-bob-1', alice.token);
    expect(theirs.status).toBe(404);
    const refused = await theirs.text();
    expect(refused).toContain('Project not found');
    expect(refused).not.toContain('Bob’s calendar');
    expect((await open('prj-bob-1', bob.token)).status).toBe(200);

    for (const token of [undefined, 'forged.token.value']) {
      const res = await open('prj-alice-1', token);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('Summer');
    }
  });
});
