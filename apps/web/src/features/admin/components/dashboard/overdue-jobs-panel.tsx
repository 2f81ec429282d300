import { Link } from 'react-router';
import { formatIndiaDate } from '@kanak/domain/calendar';
import { LINK } from '../../../../components/ui/class-names';
import { Panel } from '../../../../components/ui/panel';
import { useJobs } from '../../workshop-api';

/**
 * Jobs still with a karigar after their due date (issue 38): how many, and each one with a link to
 * its order. Shown only when some are overdue; the dashboard's answer carries the count.
 */
export function OverdueJobsPanel({ count }: { count: number }) {
  const jobs = useJobs({ status: 'issued' }, count > 0);
  if (count === 0) return null;
  const overdue = (jobs.data?.jobs ?? []).filter((j) => j.overdue);
  return (
    <Panel
      title={`Overdue workshop jobs · ${count}`}
      id="overdue-jobs"
      className="border-danger/50"
      actions={
        <Link to="/admin/workshop" className={`${LINK} text-sm`}>
          Workshop →
        </Link>
      }
    >
      <ul className="divide-y divide-line text-sm">
        {overdue.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <Link
              to={`/admin/orders/${j.order_id}`}
              className={`${LINK} inline-flex min-h-tap items-center`}
            >
              {j.number} · Order #{j.order_id}
            </Link>
            <span>{j.karigar_name}</span>
            <span className="font-semibold text-danger tabular-nums sm:ml-auto">
              Was due {formatIndiaDate(j.due_on)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
