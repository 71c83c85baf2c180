import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicConfigFor } from '../../platform/config-api/storefront-pages';
import { BRANDS, type Brand } from '../../shared/brands';
import { DEFAULT_FAQ_URL, defaultMenuConfig, parseMenuConfig, type MenuConfig } from '~/services/menu-config';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-menu-config-'));
process.env.PLATFORM_PORT = '3993';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'info';

const { createMenuConfigSource, fetchMenuConfig, MENU_CONFIG_FRESH_MS, MENU_CONFIG_RETRY_MS } = await import('~/services/menu-config.server');

const EDITOR = 'http://localhost:3993/editor';
const brand = (id: string) => BRANDS.find((b) => b.id === id)!;
const ctx = { accessToken: null, correlationId: 'corr-menu-config' };

describe('the storefronts’ public configuration', () => {
  it('parses for all 17 brands, each with its own FAQ, customer care, products and shop on its own host', () => {
    const faqs = new Set<string>();
    for (const b of BRANDS) {
      const config = parseMenuConfig(JSON.parse(JSON.stringify(publicConfigFor(b, EDITOR))));
      expect(config, b.id).not.toBeNull();
      const { routes, menus } = config!;
      for (const route of [routes.Main, routes.FAQ, routes.ContactUs, routes.AllProducts, routes.PhotoManagementFAQ]) expect(new URL(route).host).toBe(b.host);
      expect(routes.EditorUrl).toBe(EDITOR);
      expect(menus.footer.map((m) => m.url)).toEqual([routes.FAQ, routes.ContactUs, routes.AllProducts]);
      faqs.add(routes.FAQ);
    }
    expect(faqs.size).toBe(17);
    expect(publicConfigFor(brand('fotofolio-uk'), EDITOR).routes).toMatchObject({ Main: 'https://fotofolio.co.uk/', FAQ: 'https://fotofolio.co.uk/help/' });
    expect(publicConfigFor(brand('keepsake-nl'), EDITOR).routes.FAQ).toBe('https://keepsake.nl/klantenservice/');
  });

  it('refuses an answer of another shape or with a link that is not http(s)', () => {
    const good = publicConfigFor(brand('keepsake-de'), EDITOR);
    expect(parseMenuConfig(null)).toBeNull();
    expect(parseMenuConfig({ ...good, routes: { ...good.routes, FAQ: 'javascript:alert(1)' } })).toBeNull();
    expect(parseMenuConfig({ ...good, routes: { ...good.routes, EditorUrl: undefined } })).toBeNull();
    expect(parseMenuConfig({ ...good, menus: { top: [], main: [] } })).toBeNull();
    expect(parseMenuConfig({ ...good, menus: { ...good.menus, top: [{ title: 'x', url: 'data:text/html,x' }] } })).toBeNull();
  });

  it('defaults to the help centre and the brand’s storefront, and the editor on the given origin', () => {
    const d = defaultMenuConfig(brand('posterhaus-de'), 'http://localhost:3993');
    expect(d.routes).toEqual({
      Main: 'https://posterhaus.de/',
      FAQ: DEFAULT_FAQ_URL,
      ContactUs: `${DEFAULT_FAQ_URL}contact`,
      AllProducts: 'https://posterhaus.de/',
      PhotoManagementFAQ: DEFAULT_FAQ_URL,
      EditorUrl: 'http://localhost:3993/editor',
    });
    expect(d.menus.top.length).toBeGreaterThan(0);
    expect(parseMenuConfig(d)).toEqual(d);
  });
});

describe('createMenuConfigSource', () => {
  const fallback = (b: Brand) => defaultMenuConfig(b, 'http://localhost:3993');
  const fotofolio = brand('fotofolio-uk');
  const own = parseMenuConfig(publicConfigFor(fotofolio, EDITOR))!;

  it('keeps a brand’s configuration for a while, one call at a time, then asks again', async () => {
    let now = 1_000_000;
    const fetch = vi.fn(async () => own);
    const get = createMenuConfigSource({ fetch, fallback, now: () => now });
    const [a, b] = await Promise.all([get(ctx, fotofolio), get(ctx, fotofolio)]);
    expect(a).toEqual(own);
    expect(b).toEqual(own);
    now += MENU_CONFIG_FRESH_MS - 1;
    await get(ctx, fotofolio);
    expect(fetch).toHaveBeenCalledTimes(1);
    await get(ctx, brand('keepsake-uk'));
    expect(fetch).toHaveBeenCalledTimes(2);
    now += 2;
    await get(ctx, fotofolio);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('falls back to the default menus on any failure, tries again after a short while', async () => {
    let now = 0;
    const fetch = vi.fn(async (): Promise<MenuConfig | null> => {
      throw new Error('Service unavailable');
    });
    const get = createMenuConfigSource({ fetch, fallback, now: () => now });
    expect(await get(ctx, fotofolio)).toEqual(fallback(fotofolio));
    now += MENU_CONFIG_RETRY_MS - 1;
    await get(ctx, fotofolio);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 2;
    fetch.mockResolvedValueOnce(own);
    expect(await get(ctx, fotofolio)).toEqual(own);
  });

  it('reports an unknown vendor ("Channel not found") with the request’s correlation id', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const get = createMenuConfigSource({ fetch: async () => null, fallback });
      expect(await get(ctx, fotofolio)).toEqual(fallback(fotofolio));
    } finally {
      spy.mockRestore();
    }
    const events = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events).toContainEqual(expect.objectContaining({ level: 'error', message: 'Channel not found', vendor: 'fotofolio-uk', correlationId: 'corr-menu-config', reported: true }));
  });
});

describe('fetchMenuConfig (faults injected)', () => {
  const BASE = 'http://localhost:3993/config-api/v1/config/public';
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('sends no token and reads the answer; a 404 is null, an error or a wrong shape throws', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/keepsake-fr`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(publicConfigFor(brand('keepsake-fr'), EDITOR));
      }),
      http.get(`${BASE}/nobody`, () => HttpResponse.json({ error: 'Channel not found' }, { status: 404 })),
      http.get(`${BASE}/broken`, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })),
      http.get(`${BASE}/odd`, () => HttpResponse.json({ routes: {} })),
    );
    expect((await fetchMenuConfig({ accessToken: 'secret', correlationId: 'c1' }, 'keepsake-fr'))?.routes.FAQ).toBe('https://keepsake.fr/aide/');
    expect(auth).toBeNull();
    expect(await fetchMenuConfig(ctx, 'nobody')).toBeNull();
    await expect(fetchMenuConfig(ctx, 'broken')).rejects.toThrow(/Status Code: 500/);
    await expect(fetchMenuConfig(ctx, 'odd')).rejects.toThrow();
  });
});
