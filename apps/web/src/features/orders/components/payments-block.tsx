import type { LedgerEntryView } from '@kanak/domain/contract/orders';
import { formatIndiaDate } from '@kanak/domain/calendar';
import type { LedgerKind, LedgerStatus } from '@kanak/domain/ledger';
import { formatRupees } from '@kanak/domain/money';
import { moneyOwed } from '@kanak/domain/money-due';
import { refundState } from '@kanak/domain/order-story';
import type { Order } from '../../../lib/order-item';
import { Block, Row } from './order-blocks';
import { indiaDay } from './order-status';

const KIND: Record<LedgerKind, string> = {
  advance: 'Advance',
  balance: 'Balance',
  supplement: 'Additional amount after final weight',
  refund: 'Refund',
};

const PAID_STATE: Record<LedgerStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  processed: 'Paid',
  failed: 'Failed',
};
const REFUND_STATE: Record<LedgerStatus, string> = {
  paid: 'Refunded',
  pending: 'Being refunded',
  processed: 'Refunded',
  failed: 'Did not go through; being sent again',
};

/** One movement of money: what, how much, when, its reference; a refund's state and expected date. */
function LedgerLine({ entry }: { entry: LedgerEntryView }) {
  const refund = entry.kind === 'refund';
  const expected =
    refund && entry.expected_by && (entry.status === 'pending' || entry.status === 'processed')
      ? entry.expected_by
      : null;
  return (
    <li className="py-3">
      <div className="flex justify-between gap-4">
        <span className="font-semibold text-ink">{KIND[entry.kind]}</span>
        <span className="font-semibold text-ink tabular-nums">
          {refund ? '− ' : ''}
          {formatRupees(entry.amount)}
        </span>
      </div>
      <p className="mt-0.5 text-xs text-ink-soft">
        {indiaDay(entry.created_at)} · {(refund ? REFUND_STATE : PAID_STATE)[entry.status]}
        {expected && <> · Expected by {formatIndiaDate(expected)}</>}
      </p>
      {entry.reference && (
        <p className="mt-0.5 font-mono text-xs break-all text-ink-muted">Ref. {entry.reference}</p>
      )}
      {entry.note && <p className="mt-0.5 text-xs text-ink-soft">{entry.note}</p>}
    </li>
  );
}

/**
 * The order's money from its ledger (ARCHITECTURE §7): the sums the API derives, then each
 * movement, refunds with their reference and the date they are expected by.
 */
export function PaymentsBlock({ order }: { order: Order }) {
  const { refunding } = refundState(order);
  const owed = moneyOwed(order);
  return (
    <Block id="payments-title" title="Payments">
      <dl>
        <Row term="Total">{formatRupees(order.total_price)}</Row>
        <Row term="Paid">{formatRupees(order.amount_paid)}</Row>
        {order.amount_refunded > 0 && <Row term="Refunded">{formatRupees(order.amount_refunded)}</Row>}
        {refunding > 0 && <Row term="Being refunded">{formatRupees(refunding)}</Row>}
        {/* Due now only when it is: the balance waits for the finished piece (issue 35 #13). */}
        {owed && <Row term={owed.label}>{formatRupees(owed.amount)}</Row>}
      </dl>
      {order.ledger.length > 0 && (
        <ul aria-label="Payment history" className="mt-3 divide-y divide-line/70 border-t border-line">
          {order.ledger.map((entry, i) => (
            <LedgerLine key={`${entry.kind}-${entry.reference ?? ''}-${entry.created_at}-${i}`} entry={entry} />
          ))}
        </ul>
      )}
    </Block>
  );
}
