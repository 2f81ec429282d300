import { useState, type FormEvent } from 'react';
import { BTN_SM } from '../../../../components/ui/class-names';
import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminSend, type AdminCategory } from '../../api';
import { Thumb } from '../thumb';
import { useFormState } from '../../hooks/use-form-state';
import { useCategoriesSaved } from './use-categories-saved';

/** One category: its picture, id and product count; rename it or replace the picture. */
export function CategoryRow({ category }: { category: AdminCategory }) {
  const [name, setName] = useState(category.name);
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useCategoriesSaved();
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
      <Thumb src={image} px={64} className="size-16" />
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
