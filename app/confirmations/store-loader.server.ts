import type { MenuRoute } from '~/services/menu-config';
import { menuConfigFor } from '~/services/menu-config.server';

/** A page of the storefront the customer is on (anonymous pages): its menu configuration's route (decision 2110). */
export async function storeUrlFor(request: Request, route: MenuRoute = 'Main'): Promise<string> {
  return (await menuConfigFor(request)).routes[route];
}
