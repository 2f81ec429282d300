import { DENSE_INPUT_CLASS, Field } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { useCategories } from '../../api';
import { FlagCheckbox } from './flag-checkbox';
import { TextInput } from './text-input';
import type { ProductFormState } from './use-product-form';

/** Name, category, code, description and the words shown beside the price. */
export function BasicsPanel({ f }: { f: ProductFormState }) {
  const categories = useCategories();
  return (
    <Panel title="Product" id="p-basics">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput f={f} name="name" label="Name" className="sm:col-span-2" />
        <Field
          dense
          id="p-product_category_id"
          label="Category"
          error={f.form.fieldError('product_category_id')}
        >
          {(describedBy, invalid) => (
            <select
              id="p-product_category_id"
              value={f.text.product_category_id}
              onChange={(e) => f.setField('product_category_id', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={DENSE_INPUT_CLASS}
            >
              <option value="">Choose…</option>
              {categories.data?.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.id})
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextInput f={f} name="product_code" label="Product code" />
        <Field
          dense
          id="p-description"
          label="Description"
          error={f.form.fieldError('description')}
          className="sm:col-span-2"
        >
          {(describedBy, invalid) => (
            <textarea
              id="p-description"
              rows={4}
              value={f.text.description}
              onChange={(e) => f.setField('description', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={DENSE_INPUT_CLASS}
            />
          )}
        </Field>
        <TextInput f={f} name="type" label="Type" hint="e.g. Pendant" />
        <TextInput f={f} name="metal_type" label="Metal type" hint="e.g. Gold" />
        <TextInput f={f} name="karat" label="Karat shown" hint="e.g. 14k / 18k" />
        <div className="flex flex-wrap items-end gap-x-5">
          <FlagCheckbox f={f} name="is_active" label="Active (shown in the shop)" />
          <FlagCheckbox f={f} name="best_seller" label="Best seller" />
        </div>
      </div>
    </Panel>
  );
}
