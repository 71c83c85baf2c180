import type { Express } from 'express';

/** One route of the platform: method and full path with its `:params`. */
export interface PlatformRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  name?: string;
  regexp?: RegExp & { fast_slash?: boolean };
  handle?: { stack?: Layer[] };
}

/** The mount path of a router layer, read back from the regexp Express 4 made of it ('/photo-api'). */
function mountPath(layer: Layer): string {
  if (!layer.regexp || layer.regexp.fast_slash) return '';
  return layer.regexp.source
    .replace(/^\^/, '')
    .replace(/\\\/\?\(\?=\\\/\|\$\)$/, '')
    .replace(/\\\//g, '/')
    .replace(/\\\./g, '.')
    .replace(/\\-/g, '-');
}

/**
 * Every route of an Express 4 app, through mounted routers (the platform's access-control
 * suite enumerates them, so a new endpoint is tried without editing the suite).
 */
export function listRoutes(app: Express): PlatformRoute[] {
  const walk = (stack: Layer[], prefix: string): PlatformRoute[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        return Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: `${prefix}${layer.route!.path}` }));
      }
      if (layer.name === 'router' && layer.handle?.stack) return walk(layer.handle.stack, `${prefix}${mountPath(layer)}`);
      return [];
    });
  return walk((app as unknown as { _router: { stack: Layer[] } })._router.stack, '');
}
