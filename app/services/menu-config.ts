// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';
import type { Brand } from '../../shared/brands';

/**
 * The storefront's public menu configuration (account-area.md §3 "Menu config", §7 "Menu/config"):
 * menus top, main and footer, and the routes of the shop's own pages. An answer of any other
 * shape is no configuration at all: the defaults below are used instead (decision 2110).
 */
const httpUrl = z.url({ protocol: /^https?$/ });
const menuSchema = z.array(z.object({ title: z.string().min(1).max(200), url: httpUrl })).max(50);
export const menuConfigSchema = z.object({
  menus: z.object({ top: menuSchema, main: menuSchema, footer: menuSchema }),
  routes: z.object({
    Main: httpUrl,
    FAQ: httpUrl,
    ContactUs: httpUrl,
    AllProducts: httpUrl,
    PhotoManagementFAQ: httpUrl,
    EditorUrl: httpUrl,
  }),
});
export type MenuConfig = z.infer<typeof menuConfigSchema>;
export type MenuRoute = keyof MenuConfig['routes'];

/** The help centre every storefront used before the configuration service: the default FAQ. */
export const DEFAULT_FAQ_URL = 'https://help.keepsake.example/';
/** Its contact form: the default customer care. */
const DEFAULT_CONTACT_URL = new URL('contact', DEFAULT_FAQ_URL).href;

/** The brand's storefront home page. */
export function storefrontUrl(brand: Pick<Brand, 'host'>): string {
  return `https://${brand.host}/`;
}

/**
 * The default menus and routes, when the configuration cannot be had: the help centre for FAQ
 * and customer care, the brand's storefront for the shop and its products, and the editor on
 * `editorOrigin` (where the prints editor is, the merchandise service's origin).
 */
export function defaultMenuConfig(brand: Pick<Brand, 'host'>, editorOrigin: string): MenuConfig {
  const shop = storefrontUrl(brand);
  const routes = {
    Main: shop,
    FAQ: DEFAULT_FAQ_URL,
    ContactUs: DEFAULT_CONTACT_URL,
    AllProducts: shop,
    PhotoManagementFAQ: DEFAULT_FAQ_URL,
    EditorUrl: new URL('/editor', editorOrigin).href,
  };
  const help = { title: 'FAQs', url: routes.FAQ };
  const contact = { title: 'Contact customer care', url: routes.ContactUs };
  const products = { title: 'All products', url: routes.AllProducts };
  return { menus: { top: [help, contact], main: [products], footer: [help, contact, products] }, routes };
}

/** The configuration in an answer, or null when the answer does not have its shape. */
export function parseMenuConfig(body: unknown): MenuConfig | null {
  const parsed = menuConfigSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
