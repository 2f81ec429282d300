import { formatIndiaDate } from '@kanak/domain/calendar';
import type { LedgerKind } from '@kanak/domain/ledger';
import { formatRupees } from '@kanak/domain/money';
import { moneyOwed } from '@kanak/domain/money-due';
import { refundState } from '@kanak/domain/order-story';
import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';
import { when, words } from '../../utils/format';
import { Pill } from '../status-pill';

/* Payments and refunds borrow the request statuses' tones: done, failed, or still waiting. */
const tone = (status: string, done: string) =>
  status === done ? 'contacted' : status === 'failed' ? 'closed' : 'quoted';

const KIND: Record<LedgerKind, string> = {
  advance: 'Advance',
  balance: 'Balance',
  supplement: 'Supplement (finished weight)',
  refund: 'Refund',
};

const subheading = 'mt-4 font-sans text-xs font-bold tracking-wide text-ink-muted uppercase';

/**
 * Money in and out (ARCHITECTURE §7): the order's own sums, derived from its ledger by the API;
 * the ledger with references; then the provider orders behind it (one opened for an amount a
 * finished weight changed is marked superseded) and the refunds as issued.
 */
export function PaymentsPanel({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const { refunding } = refundState(order);
  // What is owed and when, as the customer's page says it (issue 35 #13).
  const owed = moneyOwed(order);
  const sums: [string, number][] = [
    ['Paid', order.amount_paid],
    ['Refunded', order.amount_refunded],
    ...(refunding > 0 ? ([['Refunding', refunding]] as [string, number][]) : []),
    [owed?.label ?? 'Due now', owed?.amount ?? 0],
    ['Refundable', detail.refundable_amount],
  ];
  return (
    <Panel title="Payments and refunds" id="o-payments">
      <dl className="mb-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {sums.map(([label, value]) => (
          <div key={label} className="rounded-xs bg-sand/60 px-2 py-2">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className={`font-semibold tabular-nums ${label === owed?.label && owed.now ? 'text-maroon' : ''}`}>
              {formatRupees(value)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={subheading}>Ledger</h3>
      {order.ledger.length === 0 ? (
        <p className="text-sm text-ink-muted">No money has moved yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm" aria-label="Ledger">
          {order.ledger.map((e, i) => (
            <li key={`${e.kind}-${e.reference ?? ''}-${e.created_at}-${i}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-semibold">{KIND[e.kind]}</span>
              <Pill value={tone(e.status, e.kind === 'refund' ? 'processed' : 'paid')} label={e.status} />
              <span className="tabular-nums">
                {e.kind === 'refund' ? '− ' : ''}
                {formatRupees(e.amount)}
              </span>
              {e.reference && (
                <span className="w-full font-mono text-xs break-all text-ink-muted sm:w-auto">{e.reference}</span>
              )}
              <span className="text-xs text-ink-muted sm:ml-auto">{when(e.created_at)}</span>
              {(e.expected_by || e.note) && (
                <span className="w-full text-xs text-ink-soft">
                  {e.expected_by && `Expected by ${formatIndiaDate(e.expected_by)}`}
                  {e.expected_by && e.note && ' · '}
                  {e.note}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className={subheading}>Provider orders</h3>
      {detail.payments.length === 0 ? (
        <p className="text-sm text-ink-muted">No payments yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm" aria-label="Provider orders">
          {detail.payments.map((p) => (
            <li key={p.id} className={`flex flex-wrap items-center gap-x-3 gap-y-1 py-2 ${p.superseded ? 'text-ink-muted' : ''}`}>
              <span className="font-semibold">{words(p.kind)}</span>
              <Pill value={tone(p.status, 'paid')} label={p.status} />
              {p.superseded && <Pill value="closed" label="Superseded" />}
              <span className={`tabular-nums ${p.superseded ? 'line-through' : ''}`}>{formatRupees(p.amount)}</span>
              <span className="w-full font-mono text-xs break-all text-ink-muted sm:w-auto">
                {p.provider_payment_id ?? p.provider_order_id}
              </span>
              <span className="text-xs text-ink-muted sm:ml-auto">{when(p.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
      {detail.refunds.length > 0 && (
        <>
          <h3 className={subheading}>Refunds</h3>
          <ul className="divide-y divide-line text-sm" aria-label="Refunds">
            {detail.refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="tabular-nums font-semibold">{formatRupees(r.amount)}</span>
                <Pill value={tone(r.status, 'processed')} label={r.status} />
                {r.provider_refund_id && (
                  <span className="font-mono text-xs break-all text-ink-muted">{r.provider_refund_id}</span>
                )}
                {r.reason && <span className="text-ink-soft">{r.reason}</span>}
                <span className="text-xs text-ink-muted sm:ml-auto">{when(r.created_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
