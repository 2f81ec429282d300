import { Panel } from '../../../../components/ui/panel';
import { TextInput } from './text-input';
import type { ProductFormState } from './use-product-form';

/** Metal weight, making charge, GST and the sizes shown to customers. */
export function WeightsPanel({ f }: { f: ProductFormState }) {
  return (
    <Panel title="Weights and pricing" id="p-weights">
      <div className="grid grid-cols-2 gap-3 desktop:grid-cols-3">
        <TextInput f={f} name="metal_weight" label="Metal weight (g)" type="number" step="0.001" />
        <TextInput
          f={f}
          name="price_making_charge"
          label="Making charge"
          type="number"
          step="0.01"
          hint="Multiplier, default 4"
        />
        <TextInput f={f} name="gst" label="GST (%)" type="number" step="0.01" />
        <TextInput f={f} name="prodweight" label="Gross weight (g)" type="number" step="0.001" />
        <TextInput f={f} name="prodheight" label="Height (mm)" type="number" step="0.01" />
        <TextInput f={f} name="prod_width" label="Width (mm)" type="number" step="0.01" />
        <TextInput
          f={f}
          name="product_dimensions"
          label="Dimensions"
          className="col-span-2 desktop:col-span-3"
          hint="As shown to customers, e.g. 18 × 12 mm"
        />
      </div>
    </Panel>
  );
}
