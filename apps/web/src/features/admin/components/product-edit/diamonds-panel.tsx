import { Panel } from '../../../../components/ui/panel';
import { FlagCheckbox } from './flag-checkbox';
import { TextInput } from './text-input';
import type { ProductFormState } from './use-product-form';

/** Whether the piece has diamonds, and if so their weight, count and shape. */
export function DiamondsPanel({ f }: { f: ProductFormState }) {
  return (
    <Panel title="Diamonds" id="p-diamonds">
      <FlagCheckbox f={f} name="product_is_diamond" label="Set with diamonds" />
      {f.flags.product_is_diamond && (
        <div className="mt-2 grid grid-cols-2 gap-3 desktop:grid-cols-3">
          <TextInput
            f={f}
            name="diamond_weight"
            label="Diamond weight (ct)"
            type="number"
            step="0.001"
          />
          <TextInput f={f} name="diamond_count" label="Diamond count" type="number" step="1" />
          <TextInput f={f} name="diamond_shape" label="Shape" hint="e.g. Round" />
        </div>
      )}
    </Panel>
  );
}
