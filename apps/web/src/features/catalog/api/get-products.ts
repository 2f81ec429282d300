import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  LISTING_PAGE_SIZE,
  type GoldColour,
  type Karat,
  type ProductSort,
} from '@kanak/domain/catalog';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { api } from '../../../lib/api-client';
import { preloadedAnswer } from '../../../lib/preloaded';

/** The `GET filter-products` parameters (ARCHITECTURE §5); unset ones are left out of the URL. */
export interface FilterProductsParams {
  fav_product?: 'Y';
  name?: string;
  min_amount?: number;
  max_amount?: number;
  category_id?: number;
  metal?: GoldColour;
  gold_purity?: Karat;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

function toSearch(params: FilterProductsParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

const filterProductsPath = (params: FilterProductsParams) => `filter-products${toSearch(params)}`;

export function fetchFilterProducts(
  params: FilterProductsParams,
  signal?: AbortSignal,
): Promise<FilterProductsResponse> {
  return api.get<FilterProductsResponse>(filterProductsPath(params), signal);
}

/** Drops unset keys so `{ name: undefined }` and `{}` share one cache entry. */
function cacheKey(params: FilterProductsParams): FilterProductsParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== ''),
  ) as FilterProductsParams;
}

export const filterProductsQuery = (params: FilterProductsParams) =>
  queryOptions({
    queryKey: ['catalog', 'filter-products', cacheKey(params)],
    queryFn: ({ signal }) => fetchFilterProducts(params, signal),
    // The home page's Top Picks come with its HTML.
    initialData: () =>
      preloadedAnswer<FilterProductsResponse>(filterProductsPath(cacheKey(params))),
  });

/** One page of products; while new filters load, the previous list stays on screen. */
export function useFilterProducts(params: FilterProductsParams) {
  return useQuery({ ...filterProductsQuery(params), placeholderData: keepPreviousData });
}

export const infiniteFilterProductsQuery = (params: Omit<FilterProductsParams, 'page'>) => {
  const perPage = params.per_page ?? LISTING_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: ['catalog', 'filter-products', 'pages', cacheKey({ ...params, per_page: perPage })],
    queryFn: ({ pageParam, signal }) =>
      fetchFilterProducts({ ...params, per_page: perPage, page: pageParam }, signal),
    initialPageParam: 1,
    // A category page's HTML carries its first page, so the first render shows the cards.
    initialData: () => {
      const first = preloadedAnswer<FilterProductsResponse>(
        filterProductsPath({ ...params, per_page: perPage, page: 1 }),
      );
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
  });
};

/**
 * A listing that grows page by page ('Load more'), so a category of thousands never loads at once.
 * Changing the filters keeps the old cards visible until the new first page arrives.
 */
export function useInfiniteFilterProducts(params: Omit<FilterProductsParams, 'page'>) {
  return useInfiniteQuery({
    ...infiniteFilterProductsQuery(params),
    placeholderData: keepPreviousData,
  });
}
