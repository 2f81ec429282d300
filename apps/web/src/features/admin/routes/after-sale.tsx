import { AFTER_SALE_KINDS, AFTER_SALE_LABELS, AFTER_SALE_STATUS_LABELS, AFTER_SALE_STATUSES } from '@kanak/domain/after-sale';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { useUrlSearch } from '../../../lib/use-url-search';
import { useAfterSaleInbox, usePayouts } from '../api';
import { AfterSaleCard } from '../components/after-sale/after-sale-card';
import { PayoutRow } from '../components/after-sale/payouts-list';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';

/** The after-sale inbox (issue 17): returns, exchanges, buyback and maintenance, and store credit payouts. */
export function AfterSalePage() {
  const [params, updateSearch] = useUrlSearch();
  // Only the known tokens reach the API; anything else in the address shows every request.
  const kind = AFTER_SALE_KINDS.find((k) => k === params.get('kind')) ?? '';
  const status = AFTER_SALE_STATUSES.find((s) => s === params.get('status')) ?? '';
  const inbox = useAfterSaleInbox({ kind: kind || undefined, status: status || undefined });
  const payouts = usePayouts();
  const update = (k: string, v: string) =>
    void updateSearch((next) => {
      if (v) next.set(k, v);
      else next.delete(k);
    });
  return (
    <>
      <PageHeader
        title="After-sale"
        description="Returns, exchanges, buyback and maintenance of delivered orders, newest first. Each step is told to the customer by SMS and e-mail."
      />
      <div className="mb-4 grid grid-cols-2 gap-2 sm:max-w-md">
        <select aria-label="Kind" value={kind} onChange={(e) => update('kind', e.target.value)} className={DENSE_INPUT_CLASS}>
          <option value="">Every kind</option>
          {AFTER_SALE_KINDS.map((k) => (
            <option key={k} value={k}>
              {AFTER_SALE_LABELS[k]}
            </option>
          ))}
        </select>
        <select aria-label="State" value={status} onChange={(e) => update('status', e.target.value)} className={DENSE_INPUT_CLASS}>
          <option value="">Every state</option>
          {AFTER_SALE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {AFTER_SALE_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <QueryView query={inbox} isEmpty={(data) => data.requests.length === 0} empty={kind || status ? 'No after-sale requests match these filters.' : 'No after-sale requests yet.'}>
        {(data) => (
          <ul className="grid gap-3 desktop:grid-cols-2">
            {data.requests.map((r) => (
              <AfterSaleCard key={r.id} request={r} />
            ))}
          </ul>
        )}
      </QueryView>
      <section aria-labelledby="payouts-title" className="mt-10">
        <h2 id="payouts-title" className="font-display text-2xl text-ink">
          Store credit payouts
        </h2>
        <p className="mt-1 mb-4 max-w-prose text-sm text-ink-soft">
          Credit customers redeemed for cash. Transfer it to their bank account, then record the reference.
        </p>
        <QueryView query={payouts} isEmpty={(data) => data.payouts.length === 0} empty="No payout requests yet.">
          {(data) => (
            <ul className="grid gap-3 desktop:grid-cols-2">
              {data.payouts.map((p) => (
                <PayoutRow key={p.id} payout={p} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </>
  );
}
