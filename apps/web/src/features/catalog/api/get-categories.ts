import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMIZE_CATEGORY_NAME } from '@kanak/domain/catalog';
import type { CategoriesResponse, Category } from '@kanak/domain/contract/catalog';
import { api } from '../../../lib/api-client';
import { preloadedAnswer } from '../../../lib/preloaded';

const PATH = 'product-categories';

// The API validates this shape with the shared schema (STYLE.md rule 1); the client imports only its
// type, so zod stays out of the storefront bundle.

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await api.get<CategoriesResponse>(PATH, signal);
  return response.data;
}

export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
  initialData: () => preloadedAnswer<CategoriesResponse>(PATH)?.data,
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

/** The spec writes it 'Customize With Us' and 'Customize with us'; both mean the request form. */
export function isCustomizeCategory(category: Pick<Category, 'name'>): boolean {
  return category.name.trim().toLowerCase() === CUSTOMIZE_CATEGORY_NAME.toLowerCase();
}

const withoutCustomize = (categories: Category[]) =>
  categories.filter((c) => !isCustomizeCategory(c));

/** Categories that list products: every one except the customise form (SPEC §2 header menu). */
export function useProductCategories() {
  return useQuery({ ...categoriesQuery, select: withoutCustomize });
}
