import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CreateOrderResponse, Order } from '@kanak/domain/contract/orders';
import { MESSAGES } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { advanceRange, DEFAULT_PAN_REQUIRED_ABOVE, panRequired } from '@kanak/domain/rules';
import { DEFAULT_GST_PERCENT } from '@kanak/domain/catalog';
import { creditForAdvance } from '@kanak/domain/after-sale';
import { useWalletBalance } from '../api/get-wallet-balance';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { CART_KEY, ORDERS_KEY, WALLET_KEY } from '../../../lib/session/account-keys';
import { settingsQuery } from '../../../lib/get-settings';
import { createOrder, PricesChangedError } from '../api/create-order';
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
  const advance = advanceRange(total).prefill;
  const creditBalance = useWalletBalance().data ?? 0;

  const [created, setCreated] = useState<CreateOrderResponse | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<PricesChangedError | null>(null);
  const { pay, paying, payError, widget } = usePayOrder();

  async function upload({ document, pan, useCredit, ...business }: DocumentChoice) {
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
        useCredit,
      });
      setCreated(response);
      toast.success(MESSAGES.documents.submitted);
    } catch (caught) {
      if (caught instanceof PricesChangedError) setStale(caught);
      else setError(caught instanceof ApiError ? caught.message : MESSAGES.orderCreation.failed);
    } finally {
      setUploading(false);
    }
  }

  async function payAdvance() {
    const order = await pay({
      kind: 'first',
      orderId: created?.order.id,
      razor: created?.razor_response,
      keyId: created?.key_id,
      // What the provider is asked for: the advance less any store credit spent on it.
      amount: created ? created.razor_response.amount / 100 : advance,
      total,
      description: `Advance for Kanak order #${created?.order.id ?? ''}`,
      customer,
      address: created ? addressLine(created.order.address) : '',
    });
    if (!order) return;
    toast.success(MESSAGES.payment.orderPlaced);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CART_KEY }),
      queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
    ]);
    onPlaced?.(order);
    await navigate(paths.myOrders);
  }

  return (
    <section
      aria-labelledby="checkout-payment-title"
      className="rounded-sm border border-line bg-pearl p-5 desktop:p-7"
    >
      <p className="eyebrow">{created ? 'Step 2 of 2' : 'Step 1 of 2'}</p>
      <h2 id="checkout-payment-title" className="mt-2 font-display text-2xl text-ink">
        {created ? 'Pay your advance' : 'Identity document'}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        {created
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
        {created ? (
          <AdvanceStep
            total={total}
            advance={advance}
            credit={created.order.amount_paid}
            busy={paying}
            error={payError}
            onPay={() => void payAdvance()}
          />
        ) : (
          <DocumentStep
            panNeeded={panNeeded}
            panThreshold={threshold}
            credit={{ balance: creditBalance, usable: creditForAdvance(Math.round(creditBalance * 100), Math.round(advance * 100)) / 100 }}
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
