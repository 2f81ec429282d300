import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AccountUser } from '@kanak/domain/contract/auth';
import type { Order as WireOrder, OrderDetailResponse } from '@kanak/domain/contract/orders';
import { MESSAGES } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { nextPaymentKind } from '@kanak/domain/ledger';
import { orderStory } from '@kanak/domain/order-story';
import type { CancelReason } from '@kanak/domain/rules';
import { FormStatus } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toast';
import { cancelOrder } from '../../features/orders/api/cancel-order';
import { startPayment } from '../../features/orders/api/start-payment';
import { addressLine, usePayOrder } from '../../features/checkout/components/use-pay-order';
import { orderQuery } from '../../features/orders/api/get-orders';
import type { Order } from '../../lib/order-item';
import { CART_KEY, ORDERS_KEY } from '../../lib/session/account-keys';
import { CancelOrderDialog } from '../../features/orders/components/cancel-order-dialog';

const PLACED_MESSAGE = 'Order placed successfully';

const deadlineFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** When an unpaid order expires, in India's time: "23 Nov, 10:41 am". */
const deadline = (iso: string) => deadlineFormat.format(new Date(iso));

interface OrderActionsProps {
  order: Order;
  user: AccountUser;
}

/** Statuses in which the customer can pay what is due (ARCHITECTURE §7). */
const PAYABLE = new Set<Order['status']>(['pending_advance', 'in_production', 'balance_paid']);

const DUE_TEXT = {
  advance: 'Advance to pay before we begin making your piece:',
  balance: 'Balance to pay before dispatch:',
  supplement: 'Additional amount due after the final weight:',
} as const;
const DESCRIPTION = { advance: 'Advance', balance: 'Balance', supplement: 'Additional amount' } as const;

/**
 * SPEC §2: 'Complete pending payment' and 'Cancel Order', each only when the order allows it. What
 * is paid is always the order's `amount_due` (ARCHITECTURE §7): the advance while the order waits
 * for it (a checkout left before paying, decision 018), then the balance while the piece is made,
 * or a supplement when the finished weight raised the total (even once paid in full).
 */
export function OrderActions({ order, user }: OrderActionsProps) {
  const queryClient = useQueryClient();
  const { pay, paying, payError, setPayError, widget } = usePayOrder();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancelled = useRef<WireOrder | null>(null);

  // SPEC §4: this message is what enables cancelling. The contract's ORDER_MESSAGES.placed holds
  // it too, but importing that module at runtime would pull zod into this chunk.
  const placed = order.order_message?.includes(PLACED_MESSAGE) ?? false;
  const due = PAYABLE.has(order.status) && order.amount_due > 0 ? order.amount_due : 0;
  const kind = nextPaymentKind(order.status, order.ledger);
  const advanceDue = due > 0 && kind === 'advance';

  async function show(updated: WireOrder, message: string) {
    toast.success(message);
    queryClient.setQueryData<OrderDetailResponse>(orderQuery(updated.id).queryKey, {
      order: updated,
      razorRes: null,
    });
    await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  }

  async function payPending() {
    if (!order.id) return setPayError(MESSAGES.payment.missed);
    let start;
    try {
      start = await startPayment(order.id, advanceDue ? 'advance' : 'balance');
    } catch {
      return setPayError(MESSAGES.payment.updateFailed);
    }
    const updated = await pay({
      kind: advanceDue ? 'first' : 'second',
      orderId: order.id,
      razor: start.razor_response,
      keyId: start.key_id,
      amount: due,
      total: order.total_price,
      description: `${DESCRIPTION[kind]} for Kanak order #${order.id}`,
      customer: { name: user.name, email: user.email, phone: user.phone_number ?? '' },
      address: addressLine(order.address),
    });
    if (!updated) return;
    // The advance takes the ordered lines out of the cart.
    if (advanceDue) await queryClient.invalidateQueries({ queryKey: CART_KEY });
    // The order's story, not its order_message ('Order will dispatch today.' while still designing).
    await show(
      updated,
      advanceDue
        ? (updated.order_message ?? MESSAGES.payment.orderPlaced)
        : orderStory(updated).headline,
    );
  }

  async function confirmCancel(reason: CancelReason) {
    setCancelling(true);
    setCancelError(null);
    try {
      // Shown once the dialog has closed: a toast raised while it is open would close with it.
      cancelled.current = (await cancelOrder(order.id, reason)).order;
      setCancelOpen(false);
    } catch {
      setCancelError(MESSAGES.payment.updateFailed);
    } finally {
      setCancelling(false);
    }
  }

  if (!placed && !due) return null;
  return (
    <section
      aria-label="Order actions"
      className="rounded-sm border border-line bg-pearl p-5 desktop:p-6"
    >
      {due > 0 && (
        <div>
          <p className="text-sm text-ink-soft">
            {DUE_TEXT[kind]}{' '}
            <strong className="text-ink tabular-nums">{formatRupees(due)}</strong>
          </p>
          {advanceDue && order.expires_at && (
            <p className="mt-2 text-sm text-ink-soft">
              The order is kept for you until{' '}
              <strong className="text-ink">{deadline(order.expires_at)}</strong>.
            </p>
          )}
          {payError && (
            <div className="mt-3">
              <FormStatus kind="error" message={payError} />
            </div>
          )}
          <button
            type="button"
            className="btn btn-primary mt-4 w-full"
            disabled={paying}
            onClick={() => void payPending()}
          >
            {paying
              ? 'Opening payment…'
              : kind === 'supplement'
                ? `Pay ${formatRupees(due)} due`
                : 'Complete pending payment'}
          </button>
        </div>
      )}
      {placed && (
        <button
          type="button"
          className={`btn btn-outline w-full ${due > 0 ? 'mt-3' : ''}`}
          onClick={() => {
            setCancelError(null);
            setCancelOpen(true);
          }}
        >
          Cancel Order
        </button>
      )}
      <CancelOrderDialog
        open={cancelOpen}
        busy={cancelling}
        error={cancelError}
        onConfirm={(reason) => void confirmCancel(reason)}
        onClose={() => {
          setCancelOpen(false);
          const updated = cancelled.current;
          cancelled.current = null;
          if (updated) void show(updated, MESSAGES.payment.cancelled);
        }}
      />
      {widget}
    </section>
  );
}
