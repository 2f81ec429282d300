import type { Database } from '@kanak/db';
import { MESSAGES, type Favorite, type FavoritesResponse } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import { findActiveProduct } from '../cart/cart.repository.ts';
import { toProductView } from '../catalog/product-view.ts';
import { requireRateCard } from '../catalog/rate-card.ts';
import { addFavorite, listFavorites, type FavoriteRow } from './favorites.repository.ts';

async function present(database: Database, rows: FavoriteRow[]): Promise<Favorite[]> {
  if (rows.length === 0) return [];
  const card = await requireRateCard(database);
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product.id,
    product: toProductView(r.product, r.category, card),
  }));
}

/** The customer's favourites with their products at today's list price. */
export async function viewFavorites(
  database: Database,
  userId: number,
): Promise<FavoritesResponse> {
  return { data: await present(database, await listFavorites(database, userId)) };
}

/** Saves a product; a second save answers the favourite already there (SPEC §2 SAVE). */
export async function saveFavorite(
  database: Database,
  userId: number,
  productId: number,
): Promise<{ created: boolean; favorite: Favorite }> {
  if (!(await findActiveProduct(database, productId)))
    throw notFound(MESSAGES.cart.productNotFound);
  const saved = await addFavorite(database, userId, productId);
  const [favorite] = saved
    ? await present(database, await listFavorites(database, userId, saved.id))
    : [];
  if (!saved || !favorite) throw notFound(MESSAGES.cart.productNotFound); // removed by a concurrent call
  return { created: saved.created, favorite };
}
