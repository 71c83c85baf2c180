import type { Superorder } from '~/services/orders.server';

/** An order's product pictures for its card (decision 2420): those it has, with the titles as their alt text. */
export function orderPictures(order: Pick<Superorder, 'products'>) {
  return order.products.flatMap((p) => (p.picture ? [{ code: p.code, title: p.title, picture: p.picture }] : []));
}
