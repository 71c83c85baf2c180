import { getConfig } from '~/config.server';
import { defaultMenuConfig, menuConfigSchema, type MenuConfig } from '~/services/menu-config';
import { brandFor } from '~/i18n/i18next.server';
import type { Brand } from '../../shared/brands';
import { log } from '~/lib/log.server';
import { reportError } from '~/lib/report.server';
import { callUpstream, upstreamContext, type UpstreamContext } from '~/services/http.server';

/** The spec's words for an unknown vendor, reported to the error-reporting hook. */
export const CHANNEL_NOT_FOUND_EVENT = 'Channel not found';
/** A configuration is kept this long per brand; a failure (the defaults) for a shorter while. */
export const MENU_CONFIG_FRESH_MS = 5 * 60_000;
export const MENU_CONFIG_RETRY_MS = 30_000;
/** The menus are on every signed-in page: a slow configuration service must not hold them up. */
const TIMEOUT_MS = 2_000;

/** GET /v1/config/public/{vendor}, public (no token); null when the service knows no such vendor (404). */
export async function fetchMenuConfig(ctx: UpstreamContext, vendor: string): Promise<MenuConfig | null> {
  return callUpstream('CONFIG_API_URL', ctx, {
    path: `/v1/config/public/${encodeURIComponent(vendor)}`,
    schema: menuConfigSchema,
    nullOn: [404],
    anonymous: true,
    timeoutMs: TIMEOUT_MS,
  });
}

interface Source {
  fetch: (ctx: UpstreamContext, vendor: string) => Promise<MenuConfig | null>;
  fallback: (brand: Brand) => MenuConfig;
  now?: () => number;
}

/**
 * The configuration per brand, cached in this process (one call per brand at a time, then kept
 * MENU_CONFIG_FRESH_MS). Any failure gives the default menus and links, kept MENU_CONFIG_RETRY_MS;
 * an unknown vendor is reported ('Channel not found') with the request's correlation id.
 */
export function createMenuConfigSource({ fetch, fallback, now = Date.now }: Source) {
  const cache = new Map<string, { until: number; value: Promise<MenuConfig> }>();
  async function load(ctx: UpstreamContext, brand: Brand, entry: { until: number }): Promise<MenuConfig> {
    try {
      const config = await fetch(ctx, brand.id);
      if (config) return config;
      reportError(CHANNEL_NOT_FOUND_EVENT, { vendor: brand.id, correlationId: ctx.correlationId });
    } catch (error) {
      log('warn', 'menu configuration unavailable, default menus used', { vendor: brand.id, reason: error instanceof Error ? error.message : String(error), correlationId: ctx.correlationId });
    }
    entry.until = now() + MENU_CONFIG_RETRY_MS;
    return fallback(brand);
  }
  return function get(ctx: UpstreamContext, brand: Brand): Promise<MenuConfig> {
    const cached = cache.get(brand.id);
    if (cached && cached.until > now()) return cached.value;
    const entry = { until: now() + MENU_CONFIG_FRESH_MS, value: Promise.resolve(fallback(brand)) };
    entry.value = load(ctx, brand, entry);
    cache.set(brand.id, entry);
    return entry.value;
  };
}

const source = createMenuConfigSource({
  fetch: fetchMenuConfig,
  fallback: (brand) => defaultMenuConfig(brand, new URL(getConfig().upstream.MERCHANDISE_API_URL).origin),
});

/** The menus and routes of the request's storefront (its host's brand). */
export function menuConfigFor(request: Request): Promise<MenuConfig> {
  return source(upstreamContext(request, null), brandFor(request));
}
