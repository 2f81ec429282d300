import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@kanak/domain/contract/product';
import { api } from '../../../lib/api-client';
import { preloadedAnswer } from '../../../lib/preloaded';

// The API validates the shape with the shared schema (STYLE.md rule 1); only the type comes here, so
// zod stays out of the storefront bundle.
type ProductResponse = { data: Product };

/** Largest id the API accepts (a Postgres integer); anything else is a page that cannot exist. */
const MAX_ID = 2_147_483_647;

/** The route's `:id` as a product id, or null when it cannot name a product (SPEC §2 not-found). */
export function parseProductId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const response = await api.get<ProductResponse>(`products/${id}`, signal);
  return response.data;
}

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // The page's HTML carries the product, so its first render shows it (no skeleton, no wait).
    initialData: () => preloadedAnswer<ProductResponse>(`products/${id}`)?.data,
    staleTime: 5 * 60_000,
  });

export function useProduct(id: number) {
  return useQuery(productQuery(id));
}
