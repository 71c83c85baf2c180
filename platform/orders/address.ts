import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * Body of `PUT /v1/superorders/{code}/deliveryAddress`: a home delivery address. The service
 * checks shapes and lengths; the app checks the finer rules and gives the spec's messages.
 */
export const deliveryAddressSchema = z
  .object({
    type: z.literal('Home').default('Home'),
    name: text(100),
    street: text(100).regex(/^[\p{L}\p{M}0-9 .,'’/-]+$/u),
    houseNumber: text(10).regex(/^[0-9]{1,5}[ -]?[A-Za-z0-9]{0,4}$/),
    postalCode: text(10).regex(/^[A-Za-z0-9 -]{3,10}$/),
    city: text(60),
    country: z.string().regex(/^[A-Z]{2}$/),
    phone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/),
  })
  .strict();
