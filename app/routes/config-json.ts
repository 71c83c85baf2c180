import { BRANDS, DEFAULT_LOCALE, LOCALES } from '../../shared/brands';
import { FLAGS, HOST_FLAGS } from '~/lib/flags';
import { FAQ_URL } from '~/account/menu';

/** GET /config.json: the public configuration (brands, locales, per-host flags, menu routes). */
export function loader() {
  return Response.json(
    {
      defaultLocale: DEFAULT_LOCALE,
      locales: LOCALES,
      brands: BRANDS,
      flags: { names: FLAGS, hosts: HOST_FLAGS },
      menu: { routes: { Main: '/', FAQ: FAQ_URL } },
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
