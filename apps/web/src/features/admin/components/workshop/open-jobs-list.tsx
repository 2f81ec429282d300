import { Link } from 'react-router';
import { formatIndiaDate } from '@kanak/domain/calendar';
import { LINK } from '../../../../components/ui/class-names';
import { DataList, type Column } from '../../../../components/ui/data-list';
import { formatWeight } from '../../../../lib/format-weight';
import type { Job, JobListItem } from '../../workshop-api';
import { jobCardUrl } from '../../workshop-api';
import { karatLabel } from '../../utils/workshop';
import { JobStatus } from './job-status';

const number = (j: Job) => (
  <a href={jobCardUrl(j.id)} target="_blank" rel="noreferrer" className={LINK}>
    {j.number}
    <span className="sr-only"> job card (PDF, opens in a new tab)</span>
  </a>
);
const order = (j: Job) => (
  <Link to={`/admin/orders/${j.order_id}`} className={LINK}>
    Order #{j.order_id}
  </Link>
);
const gold = (j: Job) => `${formatWeight(j.gold_issued_g, 'g')} ${karatLabel(j.karat)}`;
const due = (j: Job) => (
  <span className="inline-flex flex-wrap items-center gap-2">
    <span className="tabular-nums">{formatIndiaDate(j.due_on)}</span>
    <JobStatus job={j} />
  </span>
);

/** Jobs still with karigars: which piece, who has it, the gold, and when it is due (overdue marked). */
export function OpenJobsList({ jobs, caption }: { jobs: JobListItem[]; caption: string }) {
  const columns: Column<JobListItem>[] = [
    { header: 'Job', cell: number },
    {
      header: 'Karigar',
      cell: (j) => (
        <Link to={`/admin/workshop/karigars/${j.karigar_id}`} className={LINK}>
          {j.karigar_name}
        </Link>
      ),
    },
    { header: 'Order', cell: order },
    { header: 'Gold issued', cell: gold, numeric: true },
    { header: 'Due', cell: due },
  ];
  return (
    <DataList rows={jobs} columns={columns} rowKey={(j) => j.id} caption={caption} title={number} />
  );
}

/** A karigar's open jobs: the same list without the karigar's column. */
export function KarigarJobsList({ jobs }: { jobs: Job[] }) {
  const columns: Column<Job>[] = [
    { header: 'Job', cell: number },
    { header: 'Order', cell: order },
    { header: 'Gold issued', cell: gold, numeric: true },
    { header: 'Due', cell: due },
  ];
  return (
    <DataList
      rows={jobs}
      columns={columns}
      rowKey={(j) => j.id}
      caption="Open jobs"
      title={number}
    />
  );
}
