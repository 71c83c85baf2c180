import type { LoaderFunctionArgs } from '@remix-run/node';
import { BRANDS, DEFAULT_LOCALE, LOCALES } from '../../../shared/brands';
import { FLAGS, HOST_FLAGS } from '~/lib/flags';
import { menuConfigFor } from '~/services/menu-config.server';

/** GET /config.json: the public configuration (brands, locales, per-host flags, the host's storefront menus and routes). */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(
    {
      defaultLocale: DEFAULT_LOCALE,
      locales: LOCALES,
      brands: BRANDS,
      flags: { names: FLAGS, hosts: HOST_FLAGS },
      menu: await menuConfigFor(request),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
