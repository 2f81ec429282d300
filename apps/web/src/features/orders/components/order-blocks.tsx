import type { ReactNode } from 'react';
import type { Order } from '../../../lib/order-item';
import { formatRupees } from '@kanak/domain/money';
import { refundState } from '@kanak/domain/order-story';
import { pendingPercent } from '@kanak/domain/rules';
import { indiaDay } from './order-status';

export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
      <h2 id={id} className="eyebrow">
        {title}
      </h2>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}

export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line/70 py-2 last:border-b-0">
      <dt className="text-ink-soft">{term}</dt>
      <dd className="text-right font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** SPEC §2 "Shipping To": recipient, address, area, state, pincode, optional mobile. */
export function ShippingBlock({ address }: { address: Order['address'] }) {
  return (
    <Block id="shipping-title" title="Shipping To">
      <address className="space-y-0.5 text-ink not-italic">
        <p className="font-semibold">{address.recipient_name}</p>
        <p>{address.address}</p>
        <p>{address.area}</p>
        <p>
          {address.state} {address.pincode}
        </p>
        {address.mobile && <p className="pt-1 text-ink-soft">Mobile: {address.mobile}</p>}
      </address>
    </Block>
  );
}

/**
 * SPEC §2 "First Payment Status", its rows kept and made to agree with the ledger (ARCHITECTURE §7):
 * done is what the shop holds (paid less refunds), pending is what is due now as a share of the
 * total (SPEC §9, two decimals). The movements themselves are in the Payments block.
 */
export function FirstPaymentBlock({ order }: { order: Order }) {
  const held = order.amount_paid - order.amount_refunded - refundState(order).refunding;
  return (
    <Block id="first-payment-title" title="First Payment Status">
      <dl>
        <Row term="Status">{order.first_payment_amount_status ?? 0}</Row>
        <Row term="Total">{formatRupees(order.total_price)}</Row>
        <Row term="Done payment">{formatRupees(Math.max(0, held))}</Row>
        <Row term="Pending payment">
          {pendingPercent(order.total_price, order.total_price - order.amount_due)}%
        </Row>
        <Row term="Payment status">{order.first_payment_msg ?? 'N/A'}</Row>
      </dl>
    </Block>
  );
}

const shipDate = (iso: string | null) => (iso ? indiaDay(iso) : null);

/** Courier, tracking number and each piece's hallmark id (HUID) once the order is on its way. */
export function ShipmentBlock({ order }: { order: Order }) {
  const shipment = order.shipment;
  if (!shipment) return null;
  const huids = order.items.flatMap((item) => item.huids.map((huid) => ({ name: item.name, huid })));
  return (
    <Block id="shipment-title" title="Shipment">
      <dl>
        {shipment.courier && <Row term="Courier">{shipment.courier}</Row>}
        {shipment.tracking_number && (
          <Row term="Tracking number">
            {shipment.tracking_url ? (
              <a
                href={shipment.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-maroon underline underline-offset-4 hover:no-underline"
              >
                {shipment.tracking_number}
                <span className="sr-only"> (track the parcel, opens in a new tab)</span>
              </a>
            ) : (
              shipment.tracking_number
            )}
          </Row>
        )}
        {shipDate(shipment.dispatched_at) && <Row term="Dispatched">{shipDate(shipment.dispatched_at)}</Row>}
        {shipDate(shipment.delivered_at) && <Row term="Delivered">{shipDate(shipment.delivered_at)}</Row>}
        {huids.map(({ name, huid }) => (
          <Row key={`${name}-${huid}`} term={`HUID · ${name}`}>
            {huid}
          </Row>
        ))}
      </dl>
    </Block>
  );
}
