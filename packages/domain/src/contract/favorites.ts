import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { productSchema } from './product.ts';

/** Favourites (SPEC §3 "Favorite", §7; ARCHITECTURE §5). */

/** POST favorites. */
export const addFavoriteRequestSchema = z.object({
  product_id: z.coerce
    .number({ error: MESSAGES.cart.product })
    .int(MESSAGES.cart.product)
    .positive(MESSAGES.cart.product)
    .max(2_147_483_647, MESSAGES.cart.product),
});

export const favoriteSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: productSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET favorites and both deletes: the whole list, newest first. */
export const favoritesResponseSchema = z.object({ data: z.array(favoriteSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** POST favorites: the favourite, new (201) or the one already there (200). */
export const favoriteResponseSchema = z.object({ data: favoriteSchema });
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

/** DELETE favorites/product/{productId}. */
export const productIdParamsSchema = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
});
