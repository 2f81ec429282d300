import { Link } from 'react-router';
import type { Product } from '@kanak/domain/contract/product';
import type { Price } from '../api/get-price';
import { paths } from '../../../lib/paths';
import { ProductPrice } from './product-price';
import { offerRibbon } from '../../../lib/offer-ribbon';
import { ShareButton } from './share-button';

interface ProductHeadingProps {
  product: Product;
  price: Price | undefined;
  priceUpdating: boolean;
  priceFailed: boolean;
  onRetryPrice: () => void;
}

/**
 * Name, code and price: what the first screen must show beside the picture. On phones it comes
 * before the picture, where the sticky ADD TO CART bar can never cover it; on desktops it heads
 * the details column.
 */
export function ProductHeading({
  product,
  price,
  priceUpdating,
  priceFailed,
  onRetryPrice,
}: ProductHeadingProps) {
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow">
            <Link
              to={paths.dashboard(product.category.id)}
              state={{ name: product.category.name }}
              className="rounded-xs underline-offset-4 hover:text-maroon hover:underline"
            >
              {product.category.name}
            </Link>
            {product.best_seller && <span className="text-maroon"> · Bestseller</span>}
          </p>
          <h1 className="mt-1 font-display text-[1.75rem] leading-[1.15] text-ink desktop:mt-2 desktop:text-3xl">
            {product.name}
          </h1>
          {product.offer && (
            <p className="mt-2 inline-block rounded-full border border-gold bg-gold-soft/50 px-3 py-1 text-xs font-bold text-gold-ink">
              {product.offer.title} · {offerRibbon(product.offer)}
            </p>
          )}
          <p className="mt-1 text-xs tracking-wider text-ink-muted desktop:mt-2">
            Product code <span className="font-semibold text-ink-soft">{product.product_code}</span>
          </p>
        </div>
        <ShareButton title={product.name} />
      </div>
      <div className="mt-1.5 desktop:mt-5">
        <ProductPrice
          price={price}
          updating={priceUpdating}
          failed={priceFailed}
          onRetry={onRetryPrice}
        />
      </div>
    </div>
  );
}

/** SPEC §2: names containing 'pendant' say the chain is not included. */
const isPendant = (name: string) => /pendant/i.test(name);

/** The chain note and the description, under the heading on desktops and the picture on phones. */
export function ProductDescription({ product }: { product: Product }) {
  return (
    <div>
      {isPendant(product.name) && (
        <p className="mb-3 text-sm font-semibold text-maroon">*Chain Not Included*</p>
      )}
      <p className="text-base text-ink-soft">{product.description}</p>
    </div>
  );
}
