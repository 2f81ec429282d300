import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/class-names';
import { DataList, type Column } from '../../../../components/ui/data-list';
import { formatWeight } from '../../../../lib/format-weight';
import { when, words } from '../../utils/format';
import { karatLabel } from '../../utils/workshop';
import type { JobListItem, MetalEntry } from '../../workshop-api';

/**
 * The gold ledger's movements, newest first: what moved, from where to where, how much and in fine
 * gold, and the job and order it was for. `jobs` names each job and its order; `karigars` names them.
 */
export function MovementsList({
  movements,
  jobs,
  karigars,
}: {
  movements: MetalEntry[];
  jobs: Map<number, Pick<JobListItem, 'number' | 'order_id'>>;
  karigars: Map<number, string>;
}) {
  const place = (p: MetalEntry['from'], e: MetalEntry) =>
    p === 'karigar' && e.karigar_id !== null ? (
      <Link to={`/admin/workshop/karigars/${e.karigar_id}`} className={LINK}>
        {karigars.get(e.karigar_id) ?? 'Karigar'}
      </Link>
    ) : p === 'supplier' && e.supplier ? (
      e.supplier
    ) : (
      words(p)
    );
  const columns: Column<MetalEntry>[] = [
    {
      header: 'Kind',
      cell: (e) => (
        <span className="font-semibold">
          {words(e.kind)}
          {e.note ? ` · ${e.note}` : ''}
        </span>
      ),
    },
    {
      header: 'From → to',
      cell: (e) => (
        <span>
          {place(e.from, e)} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {place(e.to, e)}
        </span>
      ),
    },
    { header: 'Karat', cell: (e) => karatLabel(e.karat) },
    { header: 'Weight', cell: (e) => formatWeight(e.weight_g, 'g'), numeric: true },
    { header: 'Fine gold', cell: (e) => formatWeight(e.fine_mg / 1000, 'g'), numeric: true },
    { header: 'When', cell: (e) => when(e.created_at) },
    {
      header: 'For',
      cell: (e) => {
        const job = e.job_id === null ? undefined : jobs.get(e.job_id);
        if (!job) return e.rate !== null ? `₹${e.rate.toLocaleString('en-IN')}/g` : '—';
        return (
          <Link to={`/admin/orders/${job.order_id}`} className={LINK}>
            {job.number} · Order #{job.order_id}
          </Link>
        );
      },
    },
  ];
  return (
    <DataList
      rows={movements}
      columns={columns}
      rowKey={(e) => e.id}
      caption="Movements of gold, newest first"
      title={(e) => `${words(e.kind)}${e.note ? ` · ${e.note}` : ''}`}
    />
  );
}
