import { use, useId } from 'react';
import { Link } from 'react-router';
import { KARAT_LABELS, type GoldColour, type Karat } from '@kanak/domain/catalog';
import type { Product } from '@kanak/domain/contract/product';
import { formatRupees } from '@kanak/domain/money';
import { pictureFor } from '@kanak/domain/product-images';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { offerRibbon } from '../../../lib/offer-ribbon';
import { paths } from '../../../lib/paths';
import { CardActionContext } from './card-action';

/** The options a listing is filtered by; the card prices, pictures and links the piece at them. */
export interface CardFilter {
  karat?: Karat;
  goldColour?: GoldColour;
}

/** What the product page reads from navigation state (SPEC §2 "data, type (filter), karat and metal_type"). */
export interface ProductNavigationState {
  data: number;
  type: 'filter';
  karat?: Karat;
  metal_type?: GoldColour;
}

interface ProductCardProps {
  product: Product;
  /** Shown in brackets after the name, e.g. '18 KT' (SPEC §2 "karat in brackets for filter-type items"). */
  karatLabel?: string;
  /** Set when the listing is filtered: the card then opens the product page at these options. */
  filter?: CardFilter;
  /** The first row of a page: load its picture at once instead of lazily. */
  priority?: boolean;
  /** How wide the picture is drawn, for the srcset. */
  sizes?: string;
}

const DEFAULT_SIZES = '(min-width: 1280px) 300px, (min-width: 769px) 30vw, 50vw';

/** A piece in a listing: picture on the soft ground, name, approximate price and a wishlist heart. */
export function ProductCard({
  product,
  karatLabel,
  filter,
  priority = false,
  sizes = DEFAULT_SIZES,
}: ProductCardProps) {
  const nameId = useId();
  const cardAction = use(CardActionContext);
  const label = karatLabel ?? (filter?.karat ? KARAT_LABELS[filter.karat] : undefined);
  const filtered = Boolean(filter?.karat ?? filter?.goldColour);
  const state: ProductNavigationState | undefined = filtered
    ? { data: product.id, type: 'filter', karat: filter?.karat, metal_type: filter?.goldColour }
    : undefined;
  const picture = pictureFor(product, filter?.goldColour);

  return (
    <article className="group relative flex h-full flex-col">
      <Link
        to={paths.product(product.id)}
        state={state}
        className="flex h-full flex-col rounded-xs focus-visible:outline-offset-4"
      >
        <div className="relative aspect-square overflow-hidden bg-sand">
          {picture ? (
            // The name below labels the link; the picture adds nothing a screen reader needs.
            <ResponsiveImage
              src={picture}
              alt=""
              sizes={sizes}
              priority={priority}
              className="size-full object-cover transition-transform duration-(--duration-gentle) ease-(--ease-gentle) group-hover:scale-[1.03]"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center font-display text-5xl text-gold-ink"
            >
              {product.name.charAt(0)}
            </span>
          )}
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 ring-1 ring-ink/5 ring-inset"
          />
        </div>
        <div className="flex flex-1 flex-col pt-3 pr-1 desktop:pt-4">
          <h3
            id={nameId}
            className="font-display text-lg leading-snug font-semibold text-pretty lining-nums text-ink group-hover:text-maroon desktop:text-xl"
          >
            {product.name}
            {label && <span className="whitespace-nowrap"> ({label})</span>}
          </h3>
          {product.offer && <p className="mt-1 text-xs font-semibold text-maroon">{offerRibbon(product.offer)}</p>}
          {/* SPEC §1: made to order, so every displayed price is approximate. */}
          <p className="mt-auto pt-1.5 text-ink">
            <span className="text-xs text-ink-muted">approx. </span>
            <span className="text-base font-bold tracking-wide">{formatRupees(product.price)}</span>
          </p>
        </div>
      </Link>
      {cardAction?.({ productId: product.id, describedBy: nameId })}
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="skeleton aspect-square" />
      <div className="skeleton mt-4 h-5 w-4/5 rounded-xs" />
      <div className="skeleton mt-2 h-4 w-2/5 rounded-xs" />
    </div>
  );
}
