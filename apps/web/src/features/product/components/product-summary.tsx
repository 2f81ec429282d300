import type { PriceBreakdownResponse, Product } from '@kanak/domain/contract/product';
import { ProductPrice } from './product-price';
import { ShareButton } from './share-button';

interface ProductSummaryProps {
  product: Product;
  price: PriceBreakdownResponse | undefined;
  priceUpdating: boolean;
  priceFailed: boolean;
  onRetryPrice: () => void;
}

/** SPEC §2: names containing 'pendant' say the chain is not included. */
const isPendant = (name: string) => /pendant/i.test(name);

/** Name, code, price and description: the top of the details column. */
export function ProductSummary({
  product,
  price,
  priceUpdating,
  priceFailed,
  onRetryPrice,
}: ProductSummaryProps) {
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow">
            {product.category.name}
            {product.best_seller && <span className="text-maroon"> · Bestseller</span>}
          </p>
          <h1 className="mt-2 font-display text-3xl text-ink">{product.name}</h1>
          <p className="mt-2 text-xs tracking-wider text-ink-muted">
            Product code <span className="font-semibold text-ink-soft">{product.product_code}</span>
          </p>
        </div>
        <ShareButton title={product.name} />
      </div>
      <div className="mt-5">
        <ProductPrice
          price={price}
          updating={priceUpdating}
          failed={priceFailed}
          onRetry={onRetryPrice}
        />
      </div>
      {isPendant(product.name) && (
        <p className="mt-3 text-sm font-semibold text-maroon">*Chain Not Included*</p>
      )}
      <p className="mt-5 text-base text-ink-soft">{product.description}</p>
    </div>
  );
}
