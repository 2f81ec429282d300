import { GOLD_COLOUR_LABELS, KARAT_LABELS } from '@kanak/domain/catalog';
import type { Product } from '@kanak/domain/contract/product';
import type { Price } from '../api/get-price';
import type { PriceOptions } from '../api/get-price';
import { DetailsSection, FactList } from './details-section';
import { formatWeight } from '../../../lib/format-weight';
import { PriceBreakup } from './price-breakup';
import { useSettings } from '../../../lib/get-settings';

interface ProductDetailsProps {
  product: Product;
  options: PriceOptions;
  price: Price | undefined;
  priceUpdating: boolean;
}

/** SPEC §2 collapsible sections: Stone Details (diamond pieces only), Metal Details, Price Breakup. */
export function ProductDetails({ product, options, price, priceUpdating }: ProductDetailsProps) {
  const shopState = useSettings().data?.gst.state;
  return (
    <div className="border-t border-line">
      {product.product_is_diamond && (
        <DetailsSection title="Stone Details">
          <StoneFacts product={product} clarity={options.clarity} />
        </DetailsSection>
      )}
      <DetailsSection title="Metal Details">
        <FactList facts={metalFacts(product, options)} />
      </DetailsSection>
      <DetailsSection title="Price Breakup">
        <PriceBreakup price={price} gstPercent={product.gst} updating={priceUpdating} shopState={shopState} />
      </DetailsSection>
    </div>
  );
}

function StoneFacts({ product, clarity }: { product: Product; clarity: string }) {
  const stones = product.other_info_point2.stones;
  const facts: Array<[string, string]> = [
    ['Diamond weight', formatWeight(product.diamond_weight, 'ct')],
    ['Number of diamonds', String(product.diamond_count)],
  ];
  if (product.diamond_shape) facts.push(['Diamond shape', product.diamond_shape]);
  facts.push(['Diamond clarity', clarity]);
  return (
    <>
      <FactList facts={facts} />
      {stones.length > 0 && (
        <>
          <h3 className="mt-5 mb-2.5 font-sans text-xs font-bold tracking-[0.16em] text-ink uppercase">
            Coloured stones
          </h3>
          <FactList facts={stones.map((s) => [s.name, formatWeight(s.weight, 'ct')])} />
        </>
      )}
    </>
  );
}

function metalFacts(product: Product, options: PriceOptions): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ['Metal colour', GOLD_COLOUR_LABELS[options.goldColour]],
    ['Gold purity', KARAT_LABELS[options.karat]],
    ['Metal weight', formatWeight(product.metal_weight, 'g')],
  ];
  if (product.prodweight !== null)
    facts.push(['Gross weight', formatWeight(product.prodweight, 'g')]);
  const dimensions =
    product.product_dimensions ??
    (product.prodheight !== null && product.prod_width !== null
      ? `${product.prodheight} × ${product.prod_width} mm`
      : null);
  if (dimensions) facts.push(['Dimensions', dimensions]);
  return facts;
}
