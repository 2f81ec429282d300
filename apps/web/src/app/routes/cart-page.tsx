import { useState } from 'react';
import { useNavigate } from 'react-router';
import { countPieces } from '@kanak/domain/catalog';
import type { CartLine } from '../../lib/cart-line';
import { MESSAGES } from '@kanak/domain/messages';
import { toast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { useAddFavorite } from '../../features/favorites/api/add-favorite';
import { useCart } from '../../features/cart/api/use-cart';
import { useRemoveCartLine } from '../../features/cart/api/remove-cart-line';
import { useUpdateCartLine } from '../../features/cart/api/update-cart-line';
import { CartLineItem } from '../../features/cart/components/cart-line-item';
import { OrderSummary } from '../../features/cart/components/order-summary';
import { CouponForm } from '../../features/cart/components/coupon-form';
import { ListQuery, PageFrame, SignedIn } from '../../components/layouts/account-frame';
import type { CheckoutDraft } from '../../features/checkout/checkout-draft';

/** /placeorder: the cart (SPEC §2 "Cart page"). */
export function CartPage() {
  return (
    <PageFrame eyebrow="Your bag" title="Shopping cart" documentTitle="Cart">
      <SignedIn loginMessage="Please login to view your cart." loadingLabel="Loading your cart">
        {() => <CartContent />}
      </SignedIn>
    </PageFrame>
  );
}

function CartContent() {
  const cart = useCart();
  const navigate = useNavigate();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const addFavorite = useAddFavorite();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (id: number, work: () => Promise<unknown>) => {
    setBusyId(id);
    try {
      await work();
    } catch {
      // the mutation's own toast has told the customer
    } finally {
      setBusyId(null);
    }
  };

  const placeOrder = (chosen: CartLine[], total: number) => {
    const draft: CheckoutDraft = { cartIds: chosen.map((l) => l.id), total };
    void navigate(paths.addAddress, { state: draft });
  };

  return (
    <ListQuery query={cart} loadingLabel="Loading your cart" emptyMessage={MESSAGES.empty.cart}>
      {({ data: lines, total, coupon }) => {
        const pieces = countPieces(lines);
        return (
          <div className="grid gap-8 desktop:grid-cols-[minmax(0,1fr)_22rem] desktop:items-start">
            <ul aria-label="Pieces in your cart" className="space-y-4">
              {lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={busyId === line.id}
                  onQuantity={(quantity) =>
                    void run(line.id, () => update.mutateAsync({ id: line.id, quantity }))
                  }
                  onRemove={() =>
                    void run(line.id, async () => {
                      await remove.mutateAsync(line.id);
                      toast.success(`${line.product.name} removed from your cart`);
                    })
                  }
                  // SPEC §4 "Move to wishlist": adds the favourite, then opens the wishlist.
                  onMoveToWishlist={() =>
                    void run(line.id, async () => {
                      await addFavorite.mutateAsync(line.product_id);
                      await remove.mutateAsync(line.id);
                      toast.success(`${line.product.name} moved to your wishlist`);
                      await navigate(paths.favorites);
                    })
                  }
                  onPlaceOrder={() => placeOrder([line], line.total)}
                />
              ))}
            </ul>
            <div className="desktop:sticky desktop:top-6">
              <OrderSummary pieces={pieces} total={total} coupon={coupon?.applied ? coupon : null}>
                <div className="mb-4">
                  <CouponForm coupon={coupon} />
                </div>
                <button
                  type="button"
                  className="btn btn-primary w-full"
                  disabled={busyId !== null}
                  onClick={() => placeOrder(lines, total)}
                >
                  Place Order
                </button>
              </OrderSummary>
            </div>
          </div>
        );
      }}
    </ListQuery>
  );
}
