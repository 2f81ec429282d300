import {
  CLARITIES,
  GOLD_COLOUR_LABELS,
  GOLD_COLOURS,
  KARAT_LABELS,
  KARATS,
  type GoldColour,
} from '@kanak/domain/catalog';
import type { Product } from '@kanak/domain/contract/product';
import type { PriceOptions } from '../api/get-price';
import { OptionGroup } from './option-group';
import { QuantityStepper } from './quantity-stepper';
import { RingSizeSelect } from './ring-size-select';
import type { ProductOptionsApi } from './use-product-options';

/**
 * Metal swatches: a soft radial sheen in each gold colour, drawn in CSS (classes: the server renders
 * this page, and the CSP refuses inline styles).
 */
const SWATCH: Record<GoldColour, string> = {
  rose_gold: 'bg-[radial-gradient(circle_at_30%_30%,#f6d5c8,#d89a86_55%,#b7755f)]',
  white_gold: 'bg-[radial-gradient(circle_at_30%_30%,#ffffff,#dcdcd8_55%,#a9a9a4)]',
  yellow_gold: 'bg-[radial-gradient(circle_at_30%_30%,#fbe7a6,#e0b654_55%,#b58a2c)]',
};

// Share of pure gold in each purity, as the hallmark states it (14K = 585, 18K = 750).
const KARAT_HINTS = { '14k': '58.5% gold', '18k': '75% gold' } as const;

interface ProductOptionsProps {
  product: Product;
  state: ProductOptionsApi;
  onPreview: (change: Partial<PriceOptions>) => void;
  /** Shown by the ring size select after ADD TO CART without a size. */
  ringSizeError?: string;
}

/** The option pickers of SPEC §2: metal colour, purity, clarity, ring size (rings), quantity. */
export function ProductOptions({ product, state, onPreview, ringSizeError }: ProductOptionsProps) {
  const { options } = state;
  const showRingSize = product.ring && product.ring_sizes.length > 0;
  return (
    <div className="space-y-6">
      <OptionGroup
        name="gold-colour"
        legend="Metal colour"
        columns="grid-cols-3"
        stackOnPhone
        value={options.goldColour}
        onChange={state.setGoldColour}
        onPreview={(goldColour) => onPreview({ goldColour })}
        choices={GOLD_COLOURS.map((c) => ({
          value: c,
          label: GOLD_COLOUR_LABELS[c],
          visual: (
            <span
              aria-hidden="true"
              className={`size-5 shrink-0 rounded-full shadow-[inset_0_0_0_1px_rgb(29_26_23/0.15)] ${SWATCH[c]}`}
            />
          ),
        }))}
      />
      <OptionGroup
        name="gold-purity"
        legend="Gold purity"
        columns="grid-cols-2"
        value={options.karat}
        onChange={state.setKarat}
        onPreview={(karat) => onPreview({ karat })}
        choices={KARATS.map((k) => ({ value: k, label: KARAT_LABELS[k], hint: KARAT_HINTS[k] }))}
      />
      {product.product_is_diamond && (
        <OptionGroup
          name="diamond-clarity"
          legend="Diamond clarity"
          columns="grid-cols-2 desktop:grid-cols-4"
          value={options.clarity}
          onChange={state.setClarity}
          onPreview={(clarity) => onPreview({ clarity })}
          choices={CLARITIES.map((c) => ({ value: c, label: c }))}
        />
      )}
      <div className={`grid items-end gap-4 ${showRingSize ? 'grid-cols-[1fr_auto]' : ''}`}>
        {showRingSize && (
          <RingSizeSelect
            available={product.ring_sizes}
            value={options.ringSize}
            onChange={state.setRingSize}
            error={ringSizeError}
          />
        )}
        <QuantityStepper
          value={options.quantity}
          onChange={state.setQuantity}
          onPreview={(quantity) => onPreview({ quantity })}
        />
      </div>
    </div>
  );
}
