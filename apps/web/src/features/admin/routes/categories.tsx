import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { useCategories } from '../api';
import { CategoryRow } from '../components/categories/category-row';
import { NewCategory } from '../components/categories/new-category';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';

/** Categories (SPEC §3: id, name, image): create, rename, replace the picture. */
export function CategoriesPage() {
  const query = useCategories();
  return (
    <>
      <PageHeader
        title="Categories"
        description="The shop’s menus and home tiles. Ids stay fixed; products point at them."
      />
      <div className="grid gap-4 desktop:grid-cols-[1fr_20rem] desktop:items-start">
        <div>
          {query.isPending ? (
            <LoadingRows />
          ) : query.isError ? (
            <LoadError error={query.error} />
          ) : query.data.data.length === 0 ? (
            <EmptyState>No categories yet.</EmptyState>
          ) : (
            <ul className="space-y-2">
              {query.data.data.map((c) => (
                <CategoryRow key={c.id} category={c} />
              ))}
            </ul>
          )}
        </div>
        <NewCategory />
      </div>
    </>
  );
}
