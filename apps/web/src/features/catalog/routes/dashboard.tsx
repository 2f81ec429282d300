import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { resolveDashboardParam, type DashboardTarget } from '@kanak/domain/dashboard';
import { paths } from '../../../lib/paths';
import { isCustomizeCategory, useCategories } from '../api/get-categories';
import type { FilterProductsParams } from '../api/get-products';
import { FilteredListing } from '../components/filtered-listing';
import { ListingSkeleton } from '../components/listing-header';

const MAX_CATEGORY_ID = 2_147_483_647;

/** Links into the dashboard may carry the category's name so the title shows at once (SPEC §2). */
function nameFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { name, categoryName } = state as { name?: unknown; categoryName?: unknown };
  if (typeof name === 'string' && name) return name;
  if (typeof categoryName === 'string' && categoryName) return categoryName;
  return undefined;
}

/** `/dashboard` and `/dashboard/{categoryIdOrSearchText}` (SPEC §2). */
export function DashboardPage() {
  const { param } = useParams();
  const location = useLocation();
  const categories = useCategories();
  const text = (param ?? '').trim();
  const stateName = nameFromState(location.state);

  // Digits list a category straight away; text waits for the categories to tell a category
  // name from a product search (SPEC §5: 3+ characters, exact match first, then partial).
  const needsCategories = text !== '' && !/^\d+$/.test(text) && categories.isPending;
  const target: DashboardTarget | undefined = needsCategories
    ? undefined
    : resolveDashboardParam(param, categories.data ?? []);

  // The customise "category" lists nothing: it is the request form (SPEC §2).
  const isCustomize =
    target?.kind === 'category' && !!target.name && isCustomizeCategory({ name: target.name });
  const navigate = useNavigate();
  useEffect(() => {
    if (isCustomize) void navigate(paths.customize, { replace: true });
  }, [isCustomize, navigate]);

  if (!target || isCustomize) return <ListingSkeleton eyebrow="Collection" title={stateName} />;

  // Category ids are 32-bit: a longer number names no category, so it is searched as text.
  const subject: DashboardTarget =
    target.kind === 'category' && target.id > MAX_CATEGORY_ID ? { kind: 'search', text } : target;
  const { eyebrow, title, base } = describe(subject, stateName, categories.isPending);
  // A new category or search starts its own listing: fresh draft filters and pages.
  return <FilteredListing key={text} eyebrow={eyebrow} title={title} base={base} />;
}

function describe(
  target: DashboardTarget,
  stateName: string | undefined,
  categoriesPending: boolean,
): {
  eyebrow: string;
  title: string | undefined;
  base: Pick<FilterProductsParams, 'category_id' | 'name'>;
} {
  switch (target.kind) {
    case 'all':
      return { eyebrow: 'The collection', title: 'All jewellery', base: {} };
    case 'search':
      return {
        eyebrow: 'Search',
        title: `Results for “${target.text}”`,
        // The API takes at most 100 characters of search text.
        base: { name: target.text.slice(0, 100) },
      };
    case 'category':
      return {
        eyebrow: 'Collection',
        title: target.name ?? stateName ?? (categoriesPending ? undefined : 'Jewellery'),
        base: { category_id: target.id },
      };
  }
}
