import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatIndiaDate } from '@kanak/domain/calendar';
import { formatRupees } from '@kanak/domain/money';
import type { AdminPlans } from '@kanak/domain/contract/plans';
import { apiRequest } from '../../../lib/api-client';
import { PageHeader } from '../components/page-header';
import { adminPlansKey, PlanForm } from '../components/plans/plan-form';
import { QueryView } from '../components/query-view';

type Row = AdminPlans['enrolments'][number];

/** The owner's copies of a plan's vouchers (decision 058): each paid instalment's receipt, and the refund of a plan closed early. */
function Vouchers({ row }: { row: Row }) {
  const link =
    'inline-flex min-h-tap min-w-tap items-center justify-center font-semibold text-maroon underline underline-offset-4';
  const paid = row.instalments.filter((i) => i.voucher_id !== null);
  if (paid.length === 0 && !row.refund_voucher) return <>—</>;
  return (
    <span className="flex flex-wrap items-center gap-x-1">
      {paid.map((i) => (
        <a
          key={i.number}
          className={link}
          href={`/api/admin/plans/${row.id}/vouchers/${i.voucher_id ?? 0}/pdf`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Receipt voucher ${i.voucher_number ?? ''}, instalment ${i.number} of plan #${row.id} (PDF)`}
        >
          {i.number}
        </a>
      ))}
      {row.refund_voucher && (
        <a
          className={link}
          href={`/api/admin/plans/${row.id}/vouchers/${row.refund_voucher.id}/pdf`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Refund voucher ${row.refund_voucher.number} of plan #${row.id} (PDF)`}
        >
          Refund
        </a>
      )}
    </span>
  );
}

function EnrolmentTable({
  caption,
  rows,
  vouchers = false,
}: {
  caption: string;
  rows: Row[];
  vouchers?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-sm border border-line bg-pearl">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-ink">
          {caption} ({rows.length})
        </caption>
        {rows.length === 0 ? (
          <tbody>
            <tr>
              <td className="px-3 pb-3 text-ink-soft">None at the moment.</td>
            </tr>
          </tbody>
        ) : (
          <thead className="text-xs text-ink-soft">
            <tr>
              <th className="px-3 py-2">Plan</th>
              <th className="px-3 py-2">Customer</th>
              <th className="px-3 py-2 text-right">Monthly</th>
              <th className="px-3 py-2">Paid</th>
              <th className="px-3 py-2">Next due</th>
              <th className="px-3 py-2">Status</th>
              {vouchers && <th className="px-3 py-2">Vouchers (PDF)</th>}
            </tr>
          </thead>
        )}
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="px-3 py-2">
                #{r.id} {r.plan_name}
              </td>
              <td className="px-3 py-2">
                {r.customer.name}
                <span className="block text-xs text-ink-soft">{r.customer.phone}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatRupees(r.monthly_amount)}
              </td>
              <td className="px-3 py-2 tabular-nums">
                {r.paid_count}/11 · {formatRupees(r.paid_total)}
              </td>
              <td className="px-3 py-2">
                {r.next_due ? formatIndiaDate(r.next_due) : '—'}
                {r.autopay.status === 'on' && <span className="block text-xs text-ink-soft">UPI AutoPay{r.autopay.next_debit_on ? ` · ${formatIndiaDate(r.autopay.next_debit_on)}` : ''}</span>}
              </td>
              <td className="px-3 py-2">
                {r.status}
                {r.missed_months > 0 && r.status === 'active' ? ` · ${r.missed_months} missed` : ''}
              </td>
              {vouchers && (
                <td className="px-3 py-1">
                  <Vouchers row={r} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's purchase plans (ARCHITECTURE §11): the plans offered, every plan with money in, what is due this month and what matured. */
export function PlansPage() {
  const query = useQuery({
    queryKey: adminPlansKey,
    queryFn: ({ signal }) => apiRequest<AdminPlans>('admin/plans', { auth: true, signal }),
  });
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title="Purchase plans"
        description="The 11 + 1 plans customers join: 11 monthly instalments, one more as the shop's bonus, spent on an order at maturity."
      />
      <div className="grid min-w-0 grid-cols-1 gap-4 desktop:grid-cols-[minmax(0,1fr)_20rem] desktop:items-start">
        <QueryView query={query}>
          {(data) => {
            const byId = new Map(data.enrolments.map((e) => [e.id, e]));
            const pick = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
            return (
              <div className="min-w-0 space-y-4">
                <ul className="space-y-2">
                  {data.plans.map((p) => (
                    <li key={p.id} className="rounded-sm border border-line bg-pearl p-3 text-sm">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span>
                          <span className="font-semibold text-ink">{p.name}</span>
                          <span className="block text-xs text-ink-soft">
                            {formatRupees(p.min_monthly)} to {formatRupees(p.max_monthly)} a month ·{' '}
                            {p.active ? 'open for joining' : 'closed to new customers'}
                          </span>
                        </span>
                        <button
                          type="button"
                          className="btn btn-outline"
                          onClick={() => setEditing(editing === p.id ? null : p.id)}
                        >
                          {editing === p.id ? 'Cancel' : `Edit ${p.name}`}
                        </button>
                      </div>
                      {editing === p.id && (
                        <div className="mt-3">
                          <PlanForm plan={p} onDone={() => setEditing(null)} />
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
                <EnrolmentTable caption="Due this month" rows={pick(data.due_this_month)} />
                <EnrolmentTable caption="Matured" rows={pick(data.matured)} />
                <EnrolmentTable caption="Every plan" rows={data.enrolments} vouchers />
              </div>
            );
          }}
        </QueryView>
        <PlanForm />
      </div>
    </>
  );
}
