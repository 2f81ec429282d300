import { MESSAGES, type Favorite, type FavoritesResponse } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findActiveProduct } from '../cart/cart.repository.ts';
import { toProductView } from '../catalog/product-view.ts';
import { requireRateCard } from '../catalog/rate-card.ts';
import { addFavorite, listFavorites, removeFavorite, removeFavoriteOfProduct, type FavoriteRow } from './favorites.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

async function present(deps: Deps, rows: FavoriteRow[]): Promise<Favorite[]> {
  if (rows.length === 0) return [];
  const card = await requireRateCard(deps.database.db);
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product.id,
    product: toProductView(r.product, r.category, card),
  }));
}

/** The customer's favourites with their products at today's list price. */
export async function viewFavorites(deps: Deps, userId: number): Promise<FavoritesResponse> {
  return { data: await present(deps, await listFavorites(deps.database.db, userId)) };
}

/** Saves a product; a second save answers the favourite already there (SPEC §2 SAVE). */
export async function saveFavorite(
  deps: Deps,
  userId: number,
  productId: number,
): Promise<{ created: boolean; favorite: Favorite }> {
  const { db } = deps.database;
  if (!(await findActiveProduct(db, productId))) throw notFound(MESSAGES.catalog.productNotFound);
  const saved = await addFavorite(db, userId, productId);
  const [favorite] = saved ? await present(deps, await listFavorites(db, userId, saved.id)) : [];
  if (!saved || !favorite) throw notFound(MESSAGES.catalog.productNotFound); // removed by a concurrent call
  return { created: saved.created, favorite };
}

/** Removes a favourite by its id; another customer's answers 404 like an unknown one. */
export async function unsaveFavorite(deps: Deps, userId: number, id: number): Promise<FavoritesResponse> {
  if (!(await removeFavorite(deps.database.db, userId, id))) throw notFound(MESSAGES.favorites.notFound);
  return viewFavorites(deps, userId);
}

/** Removes the favourite of a product (the heart on a product card). */
export async function unsaveProduct(deps: Deps, userId: number, productId: number): Promise<FavoritesResponse> {
  if (!(await removeFavoriteOfProduct(deps.database.db, userId, productId))) throw notFound(MESSAGES.favorites.notFound);
  return viewFavorites(deps, userId);
}
