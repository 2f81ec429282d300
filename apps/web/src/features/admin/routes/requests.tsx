import { REQUEST_KINDS, REQUEST_STATUSES } from '@kanak/domain/contract/admin-requests';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { useUrlSearch } from '../../../lib/use-url-search';
import { useRequests } from '../api';
import { PageHeader } from '../components/page-header';
import { REQUEST_KIND_LABELS, RequestCard } from '../components/requests/request-card';
import { words } from '../utils/format';
import { QueryView } from '../components/query-view';

/** Customise and bulk-order requests, moved through new → contacted → quoted → closed. */
export function RequestsPage() {
  const [params, updateSearch] = useUrlSearch();
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  const query = useRequests({ kind: kind || undefined, status: status || undefined });
  const update = (k: string, v: string) =>
    void updateSearch((next) => {
      if (v) next.set(k, v);
      else next.delete(k);
    });
  return (
    <>
      <PageHeader
        title="Requests"
        description="Customise and bulk-order requests from the shop’s forms, newest first."
      />
      <div className="mb-4 grid grid-cols-2 gap-2 sm:max-w-md">
        <select
          aria-label="Kind"
          value={kind}
          onChange={(e) => update('kind', e.target.value)}
          className={DENSE_INPUT_CLASS}
        >
          <option value="">Every kind</option>
          {REQUEST_KINDS.map((k) => (
            <option key={k} value={k}>
              {REQUEST_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <select
          aria-label="Status"
          value={status}
          onChange={(e) => update('status', e.target.value)}
          className={DENSE_INPUT_CLASS}
        >
          <option value="">Every status</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {words(s)}
            </option>
          ))}
        </select>
      </div>
      <QueryView query={query} isEmpty={(data) => data.data.length === 0} empty="No requests match.">
        {(data) => (
        <ul className="grid gap-3 desktop:grid-cols-2">
          {data.data.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </ul>
        )}
      </QueryView>
    </>
  );
}
