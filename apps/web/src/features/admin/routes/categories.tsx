import { useCategories } from '../api';
import { CategoryRow } from '../components/categories/category-row';
import { NewCategory } from '../components/categories/new-category';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';

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
          <QueryView query={query} isEmpty={(data) => data.data.length === 0} empty="No categories yet.">
            {(data) => (
            <ul className="space-y-2">
              {data.data.map((c) => (
                <CategoryRow key={c.id} category={c} />
              ))}
            </ul>
            )}
          </QueryView>
        </div>
        <NewCategory />
      </div>
    </>
  );
}
