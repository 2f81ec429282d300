import { formatRupees } from '@kanak/domain/money';
import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';
import { when, words } from '../../utils/format';
import { Pill } from '../status-pill';

/* Payments and refunds borrow the request statuses' tones: done, failed, or still waiting. */
const tone = (status: string, done: string) =>
  status === done ? 'contacted' : status === 'failed' ? 'closed' : 'quoted';

/** Money in and out: the three sums, each payment, and each refund. */
export function PaymentsPanel({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Panel title="Payments and refunds" id="o-payments">
      <dl className="mb-3 grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Paid', detail.paid_amount],
            ['Refunded', detail.refunded_amount],
            ['Refundable', detail.refundable_amount],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xs bg-sand/60 px-2 py-2">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
      {detail.payments.length === 0 ? (
        <p className="text-sm text-ink-muted">No payments yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {detail.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-semibold">{words(p.kind)}</span>
              <Pill value={tone(p.status, 'paid')} label={p.status} />
              <span className="tabular-nums">{formatRupees(p.amount)}</span>
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
          <h3 className="mt-3 font-sans text-xs font-bold tracking-wide text-ink-muted uppercase">
            Refunds
          </h3>
          <ul className="divide-y divide-line text-sm">
            {detail.refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="tabular-nums font-semibold">{formatRupees(r.amount)}</span>
                <Pill value={tone(r.status, 'processed')} label={r.status} />
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
