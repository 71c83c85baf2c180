import { type RouteConfig, index, layout, route } from '@remix-run/route-config';

/** The route table, in the order of the spec's tables. */
export default [
  layout('routes/_account.tsx', [index('routes/home.tsx')]),
  route('logout', 'routes/logout.tsx'),
  route('login', 'routes/login.tsx'),
  route('auth/callback', 'routes/auth.callback.tsx'),
  route('signed-out', 'routes/signed-out.tsx'),
  route('cookies-blocked', 'routes/cookies-blocked.tsx'),
  route('config.json', 'routes/config-json.ts'),
  route('locales/:file', 'routes/locales.ts'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
