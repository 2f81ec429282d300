import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Order } from '@kanak/domain/contract/orders';
import { MESSAGES } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { advanceRange, DEFAULT_PAN_REQUIRED_ABOVE, panRequired } from '@kanak/domain/rules';
import { DEFAULT_GST_PERCENT } from '@kanak/domain/catalog';
import { useWalletBalance } from '../api/get-wallet-balance';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { CART_KEY, ORDERS_KEY, WALLET_KEY } from '../../../lib/session/account-keys';
import { settingsQuery } from '../../../lib/get-settings';
import { createOrder, PricesChangedError } from '../api/create-order';
import { openAdvance, useOpenCheckoutOrder } from '../api/open-advance';
import type { PaymentCustomer } from './payment-types';
import { AdvanceStep } from './advance-step';
import { businessBuyerFields } from './business-buyer';
import { DocumentStep, type DocumentChoice } from './document-step';
import { addressLine, usePayOrder } from './use-pay-order';

export interface CheckoutPaymentProps {
  /** The cart lines being ordered (GET view-cart ids). */
  cartIds: readonly number[];
  /** The saved delivery address (POST addresses → address.id); null until it is saved. */
  addressId: number | null;
  /** The cart total in rupees exactly as the API quoted it; the API refuses a stale one (409). */
  total: number;
  /** The delivery address's state: the place of supply that decides CGST + SGST or IGST. */
  deliveryState?: string;
  /** The signed-in customer, for the payment widget's prefill. */
  customer: PaymentCustomer;
  /** Called after the advance is confirmed, before the move to /myorder. */
  onPlaced?: (order: Order) => void;
}

/** Which GST applies, by place of supply (ARCHITECTURE §7); the total stays the same either way. */
export function gstSplitText(deliveryState: string, shopState: string, percent: number): string {
  return deliveryState === shopState
    ? `GST ${percent}% in the total is CGST ${percent / 2}% + SGST ${percent / 2}%: delivery within ${shopState}.`
    : `GST ${percent}% in the total is IGST: delivery to ${deliveryState}, outside ${shopState}.`;
}

/**
 * SPEC §4 "Checkout" after the address: identity documents create the order, then the advance is
 * paid through the provider's widget and confirmed, and the customer lands on /myorder.
 */
export function CheckoutPayment({
  cartIds,
  addressId,
  total,
  deliveryState,
  customer,
  onPlaced,
}: CheckoutPaymentProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const settings = useQuery(settingsQuery);
  const threshold = settings.data?.pan_required_above ?? DEFAULT_PAN_REQUIRED_ABOVE;
  const panNeeded = panRequired(total, threshold);
  const creditBalance = useWalletBalance().data ?? 0;
  // An order already placed from these lines and waiting for its advance is resumed (decision 043).
  const open = useOpenCheckoutOrder({ cartIds, total, addressId });

  const [created, setCreated] = useState<Order | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<PricesChangedError | null>(null);
  // Store credit is chosen where the advance is paid (issue 35 #11).
  const [creditChosen, setCreditChosen] = useState(false);
  const [opening, setOpening] = useState(false);
  const { pay, paying, payError, setPayError, widget } = usePayOrder();
  const order = created ?? open.data ?? null;
  const resumed = !created && order !== null;
  const advance = order ? order.first_payment_amount : advanceRange(total).prefill;

  async function upload({ document, pan, ...business }: DocumentChoice) {
    setError(null);
    setStale(null);
    // SPEC §5 "Document upload", in its order.
    if (cartIds.length === 0) return setError(MESSAGES.documents.selectItem);
    if (!addressId || !total || !document || (panNeeded && !pan)) {
      return setError(MESSAGES.documents.incomplete);
    }
    setUploading(true);
    try {
      const response = await createOrder({
        cartIds,
        addressId,
        total,
        firstPayment: advance,
        balance: total - advance,
        document,
        pan: panNeeded ? pan : null,
        ...businessBuyerFields(business),
      });
      setCreated(response.order);
      toast.success(MESSAGES.documents.submitted);
    } catch (caught) {
      if (caught instanceof PricesChangedError) setStale(caught);
      else setError(caught instanceof ApiError ? caught.message : MESSAGES.orderCreation.failed);
    } finally {
      setUploading(false);
    }
  }

  async function payAdvance() {
    if (!order) return;
    setPayError(null);
    // The provider order for what is left after store credit, if the customer chose it (issue 35 #11).
    setOpening(true);
    let start;
    try {
      start = await openAdvance(order.id, creditChosen);
    } catch (caught) {
      setPayError(caught instanceof ApiError ? caught.message : MESSAGES.payment.failed);
      return;
    } finally {
      setOpening(false);
    }
    if (creditChosen) {
      // The credit is spent now: the order and the wallet say so even if the widget is closed.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), queryClient.invalidateQueries({ queryKey: WALLET_KEY })]);
      setCreated((o) => (o ? { ...o, amount_paid: advance - start.razor_response.amount / 100 } : o));
    }
    const paid = await pay({
      kind: 'first',
      orderId: order.id,
      razor: start.razor_response,
      keyId: start.key_id,
      amount: start.razor_response.amount / 100,
      total,
      description: `Advance for Kanak order #${order.id}`,
      customer,
      address: addressLine(order.address),
    });
    if (!paid) return;
    toast.success(MESSAGES.payment.orderPlaced);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CART_KEY }),
      queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
    ]);
    onPlaced?.(paid);
    await navigate(paths.myOrders);
  }

  return (
    <section
      aria-labelledby="checkout-payment-title"
      className="rounded-sm border border-line bg-pearl p-5 desktop:p-7"
    >
      <p className="eyebrow">{order ? 'Step 2 of 2' : 'Step 1 of 2'}</p>
      <h2 id="checkout-payment-title" className="mt-2 font-display text-2xl text-ink">
        {order ? 'Pay your advance' : 'Identity document'}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        {resumed
          ? `Your order #${order.id} and its documents are kept from before: pay its advance to begin making your piece.`
          : order
            ? 'Each piece is made for you, so we take an advance now and the balance before dispatch.'
            : 'Needed for every order of hallmarked gold and certified diamonds.'}
      </p>
      {deliveryState && settings.data && (
        <p className="mt-2 text-sm text-ink-soft" data-testid="gst-split">
          {gstSplitText(deliveryState, settings.data.gst.state, DEFAULT_GST_PERCENT)}
        </p>
      )}
      <div className="mt-5">
        {stale && (
          <div
            role="alert"
            className="mb-5 rounded-xs border border-danger/40 bg-maroon-tint px-4 py-3 text-sm text-danger"
          >
            <p className="font-semibold">{stale.message}</p>
            {stale.total !== undefined && (
              <p className="mt-1 text-ink">
                The new total is{' '}
                <strong className="tabular-nums">{formatRupees(stale.total)}</strong>.
              </p>
            )}
            <Link
              to={paths.cart}
              className="mt-2 inline-flex min-h-tap items-center font-bold text-maroon underline underline-offset-4"
            >
              Review cart
            </Link>
          </div>
        )}
        {order ? (
          <AdvanceStep
            total={total}
            advance={advance}
            credit={{ balance: creditBalance, applied: order.amount_paid, chosen: creditChosen }}
            onChooseCredit={setCreditChosen}
            discount={order.discount}
            busy={paying || opening}
            error={payError}
            onPay={() => void payAdvance()}
          />
        ) : open.isPending && addressId !== null ? (
          <p className="text-sm text-ink-muted" role="status">
            Checking for an order you started…
          </p>
        ) : (
          <DocumentStep
            panNeeded={panNeeded}
            panThreshold={threshold}
            busy={uploading}
            error={error}
            onSubmit={(c) => void upload(c)}
          />
        )}
      </div>
      {widget}
    </section>
  );
}
