import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { imageUrlAt } from '@kanak/domain/media';
import { toast } from '../../../components/ui/toast';
import { adminKeys, adminSend, useCategories, type AdminCategory } from '../api';
import { BTN_SM } from '../../../components/ui/class-names';
import { EmptyState } from '../../../components/ui/empty-state';
import { DENSE_INPUT_CLASS, Field } from '../../../components/ui/form-field';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { Panel } from '../../../components/ui/panel';
import { StatusLine } from '../../../components/ui/status-line';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { useFormState } from '../hooks/use-form-state';

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

function useSaved() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.categories });
    void client.invalidateQueries({ queryKey: ['catalog', 'categories'] });
  };
}

function NewCategory() {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useSaved();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await adminSend('categories', 'POST', { name: name.trim() });
      form.succeed(`Category “${name.trim()}” created.`);
      setName('');
      saved();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="New category" id="new-category">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <Field dense id="new-category-name" label="Name" error={form.fieldError('name')}>
          {(describedBy, invalid) => (
            <input
              id="new-category-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={DENSE_INPUT_CLASS}
            />
          )}
        </Field>
        <StatusLine
          ok={form.ok}
          error={form.error && !form.error.fields.name ? form.error : null}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Create category
        </button>
      </form>
    </Panel>
  );
}

function CategoryRow({ category }: { category: AdminCategory }) {
  const [name, setName] = useState(category.name);
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useSaved();
  const prefix = `cat-${category.id}`;

  const run = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    form.reset();
    try {
      await work();
      toast.success(message);
      saved();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => adminSend(`categories/${category.id}`, 'PUT', { name: name.trim() }),
      'Category renamed.',
    );
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    const data = new FormData();
    data.append('image', file);
    void run(
      () => adminSend(`categories/${category.id}/image`, 'POST', data),
      'Category image replaced.',
    );
  };
  const image = category.image[0];

  return (
    <li className="grid grid-cols-[4rem_1fr] gap-3 rounded-sm border border-line bg-pearl p-3">
      {image ? (
        <img
          src={imageUrlAt(image, 320)}
          alt=""
          width="64"
          height="64"
          className="size-16 rounded-xs bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-16 rounded-xs bg-sand" />
      )}
      <div className="min-w-0 space-y-2">
        <p className="text-xs text-ink-muted">
          Id {category.id} · {category.product_count} product
          {category.product_count === 1 ? '' : 's'}
        </p>
        <form onSubmit={rename} noValidate className="flex flex-wrap gap-2">
          <label htmlFor={`${prefix}-name`} className="sr-only">
            Name of category {category.id}
          </label>
          <input
            id={`${prefix}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={form.fieldError('name') ? true : undefined}
            className={`${DENSE_INPUT_CLASS} min-w-0 flex-1 basis-40`}
          />
          <button type="submit" className={BTN_SM} disabled={busy || name.trim() === category.name}>
            Rename
          </button>
          <label
            className={`${BTN_SM} cursor-pointer focus-within:outline-2 focus-within:outline-maroon`}
          >
            {image ? 'Replace image' : 'Add image'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={busy}
              onChange={(e) => upload(e.target.files?.[0])}
            />
          </label>
        </form>
        {form.error && <StatusLine error={form.error} />}
      </div>
    </li>
  );
}
