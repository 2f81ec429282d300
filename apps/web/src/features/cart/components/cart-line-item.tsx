import { Link } from 'react-router';
import { optionSetLabel, QUANTITY_CHOICES } from '@kanak/domain/catalog';
import type { CartLine } from '../../../lib/cart-line';
import { formatRupees } from '@kanak/domain/money';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { pictureFor } from '@kanak/domain/product-images';

/** "Rose Gold · 18 KT · VS-SI GH · Size 12": the options a line was made to. */
export const lineOptions = (line: CartLine): string =>
  optionSetLabel(line, { diamond: line.product.product_is_diamond });

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onMoveToWishlist: () => void;
  onPlaceOrder: () => void;
}

const LINK_BUTTON =
  'inline-flex min-h-tap items-center text-sm font-semibold text-ink-soft underline-offset-4 hover:text-maroon hover:underline disabled:opacity-50';

/** One cart line: picture, name, options, quantity 1–5, and its actions (SPEC §2). */
export function CartLineItem({
  line,
  busy,
  onQuantity,
  onRemove,
  onMoveToWishlist,
  onPlaceOrder,
}: CartLineItemProps) {
  const picture = pictureFor(line.product, line.goldColour);
  const qtyId = `qty-${line.id}`;
  const nameId = `line-name-${line.id}`;
  return (
    <li
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 rounded-sm border border-line bg-pearl p-4 desktop:grid-cols-[8rem_minmax(0,1fr)_auto] desktop:gap-6 desktop:p-5"
    >
      <Link to={paths.product(line.product_id)} tabIndex={-1} aria-hidden="true" className="block">
        <div className="aspect-square overflow-hidden bg-sand">
          {picture && (
            <ResponsiveImage
              src={picture}
              alt=""
              sizes="128px"
              className="size-full object-cover"
            />
          )}
        </div>
      </Link>
      <div className="min-w-0">
        <h2
          id={nameId}
          className="font-display text-lg leading-snug font-semibold text-ink desktop:text-xl"
        >
          <Link to={paths.product(line.product_id)} className="hover:text-maroon">
            {line.product.name}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{lineOptions(line)}</p>
        <p className="mt-2 text-sm text-ink-muted">
          <span className="font-semibold text-ink tabular-nums">
            {formatRupees(line.unitPrice)}
          </span>{' '}
          each
        </p>
        <div className="mt-3 flex items-center gap-3">
          <label htmlFor={qtyId} className="text-sm font-semibold text-ink">
            Quantity
          </label>
          <div className="relative">
            <select
              id={qtyId}
              value={line.quantity}
              disabled={busy}
              onChange={(e) => onQuantity(Number(e.target.value))}
              className="min-h-tap appearance-none rounded-xs border border-line-strong bg-pearl py-2 pr-9 pl-3 text-base font-semibold text-ink hover:border-maroon"
            >
              {QUANTITY_CHOICES.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-soft" />
          </div>
        </div>
        <div className="mt-2 flex flex-wrap gap-x-5">
          <button
            type="button"
            aria-describedby={nameId}
            className={LINK_BUTTON}
            disabled={busy}
            onClick={onRemove}
          >
            Remove
          </button>
          <button
            type="button"
            aria-describedby={nameId}
            className={LINK_BUTTON}
            disabled={busy}
            onClick={onMoveToWishlist}
          >
            Move to wishlist
          </button>
        </div>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-4 border-t border-line pt-3 desktop:col-span-1 desktop:flex-col desktop:items-end desktop:justify-between desktop:border-0 desktop:pt-0">
        <p className="text-right">
          <span className="block text-xs text-ink-muted">Line total</span>
          <span className="text-lg font-bold text-ink tabular-nums" data-testid="line-total">
            {formatRupees(line.total)}
          </span>
        </p>
        <button
          type="button"
          aria-describedby={nameId}
          className="btn btn-outline px-4"
          disabled={busy}
          onClick={onPlaceOrder}
        >
          Place order
        </button>
      </div>
    </li>
  );
}
