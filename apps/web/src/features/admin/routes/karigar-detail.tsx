import { BackLink } from '../../../components/ui/back-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { formatWeight } from '../../../lib/format-weight';
import { AdminNotFound } from '../components/admin-not-found';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';
import { LossHistory } from '../components/workshop/loss-history';
import { KarigarJobsList } from '../components/workshop/open-jobs-list';
import { useIdParam } from '../hooks/use-id-param';
import { lossText } from '../utils/workshop';
import { useKarigar, type KarigarDetail } from '../workshop-api';

/** One karigar (issue 38): the jobs they have, the fine gold they hold, and their loss over time. */
export function KarigarDetailPage() {
  const id = useIdParam();
  if (id === null) return <AdminNotFound />;
  return <Karigar key={id} id={id} />;
}

function Karigar({ id }: { id: number }) {
  const query = useKarigar(id);
  return (
    <>
      <BackLink to="/admin/workshop/karigars">All karigars</BackLink>
      <QueryView query={query}>{(d) => <KarigarView detail={d} />}</QueryView>
    </>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-sm border border-line bg-pearl p-4">
      <dt className="text-xs font-bold tracking-widest text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-ink lining-nums tabular-nums desktop:text-3xl">
        {value}
      </dd>
      {note && <dd className="text-xs text-ink-soft">{note}</dd>}
    </div>
  );
}

function KarigarView({ detail }: { detail: KarigarDetail }) {
  const { karigar, loss } = detail;
  const skills = karigar.skills.length ? ` · ${karigar.skills.join(', ')}` : '';
  return (
    <>
      <PageHeader title={karigar.name} description={`Mobile ${karigar.phone}${skills}`} />
      <dl className="mb-4 grid grid-cols-2 gap-3 desktop:grid-cols-3">
        <Figure
          label="Fine gold held"
          value={formatWeight(detail.holds_fine_mg / 1000, 'g')}
          note={`${detail.open_jobs.length} open job${detail.open_jobs.length === 1 ? '' : 's'}`}
        />
        <Figure
          label="Loss over time"
          value={loss.jobs_received ? `${loss.loss_percent.toFixed(2)}%` : '—'}
          note={
            loss.jobs_received
              ? `${lossText(loss.loss_mg, loss.loss_percent)} of ${formatWeight(loss.fine_issued_mg / 1000, 'g')} fine, ${loss.jobs_received} job${loss.jobs_received === 1 ? '' : 's'}`
              : 'No job received yet'
          }
        />
      </dl>
      <div className="space-y-4">
        <Panel title="Open jobs" id="k-open">
          {detail.open_jobs.length === 0 ? (
            <EmptyState>Nothing with this karigar now.</EmptyState>
          ) : (
            <KarigarJobsList jobs={detail.open_jobs} />
          )}
        </Panel>
        <Panel title="Loss by job, newest first" id="k-loss">
          {loss.history.length === 0 ? (
            <EmptyState>No job received yet.</EmptyState>
          ) : (
            <LossHistory history={loss.history} />
          )}
        </Panel>
      </div>
    </>
  );
}
