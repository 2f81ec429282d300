import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { countPieces } from '@kanak/domain/catalog';
import type { AccountUser } from '@kanak/domain/contract/auth';
import type { CartLine } from '../../lib/cart-line';
import { MESSAGES } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { pictureFor } from '@kanak/domain/product-images';
import {
  ListSkeleton,
  Notice,
  PageFrame,
  ShopNowLink,
  SignedIn,
} from '../../components/layouts/account-frame';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { paths } from '../../lib/paths';
import { useCart } from '../../features/cart/api/use-cart';
import { lineOptions } from '../../features/cart/components/cart-line-item';
import { OrderSummary } from '../../features/cart/components/order-summary';
import { readDraft } from '../../features/checkout/checkout-draft';
import { AddressStep } from '../../features/checkout/components/address-step';

/*
 * The checkout page composes the cart (the chosen lines and their summary) with the checkout
 * feature's steps (address, documents, payment), so it lives at the app level (decision 023).
 */
/** /addaddress: the delivery address, then documents and payment (SPEC §2, §4 "Checkout"). */
export function AddAddressPage() {
  return (
    <PageFrame eyebrow="Checkout" title="Delivery address" documentTitle="Delivery address">
      <SignedIn loginMessage="Please login to place your order." loadingLabel="Loading your order">
        {(user) => <Checkout user={user} />}
      </SignedIn>
    </PageFrame>
  );
}

function Checkout({ user }: { user: AccountUser }) {
  const location = useLocation();
  const draft = useMemo(() => readDraft(location.state), [location.state]);
  const cart = useCart();

  if (cart.isPending) return <ListSkeleton label="Loading your order" />;
  if (cart.isError) return <Notice message={cart.error.message} />;
  // The lines chosen on the cart page, as they stand now; without a choice, the whole cart.
  const { cartIds } = draft;
  const chosen = cartIds ? cart.data.data.filter((l) => cartIds.includes(l.id)) : cart.data.data;
  if (cart.data.data.length === 0) {
    return (
      <Notice message={MESSAGES.empty.cart}>
        <ShopNowLink />
      </Notice>
    );
  }
  const everything = chosen.length === cart.data.data.length;
  // The API's own figures: the cart total, or the chosen lines' totals as it quoted them.
  const total = everything ? cart.data.total : chosen.reduce((n, l) => n + l.total, 0);

  return (
    <div className="grid gap-8 desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:items-start">
      <div className="min-w-0 space-y-8">
        <AddressStep user={user} lines={chosen} total={total} />
      </div>
      <div className="space-y-4 desktop:sticky desktop:top-6">
        {/* The cart's code and its saving stay named at checkout (issue 35 #13); for some lines
            only, the order itself names them at the payment step. */}
        <OrderSummary pieces={countPieces(chosen)} total={total} coupon={everything && cart.data.coupon?.applied ? cart.data.coupon : null}>
          <ul aria-label="Pieces in this order" className="space-y-3 border-t border-line pt-4">
            {chosen.map((line) => (
              <SummaryLine key={line.id} line={line} />
            ))}
          </ul>
        </OrderSummary>
        <Link
          to={paths.cart}
          className="inline-flex min-h-tap items-center text-sm font-semibold text-maroon underline underline-offset-4"
        >
          Back to cart
        </Link>
      </div>
    </div>
  );
}

function SummaryLine({ line }: { line: CartLine }) {
  const picture = pictureFor(line.product, line.goldColour);
  return (
    <li className="flex gap-3">
      <div className="size-16 shrink-0 overflow-hidden bg-sand">
        {picture && (
          <ResponsiveImage src={picture} alt="" sizes="64px" className="size-full object-cover" />
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink">{line.product.name}</p>
        <p className="text-ink-muted">
          {lineOptions(line)} · Qty {line.quantity}
        </p>
        <p className="font-semibold text-ink tabular-nums">{formatRupees(line.total)}</p>
      </div>
    </li>
  );
}
