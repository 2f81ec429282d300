import { Pill } from '../status-pill';
import type { Job } from '../../workshop-api';
import { lossText } from '../../utils/workshop';

/** A job's state in a word: with the karigar (overdue marked) or received. */
export function JobStatus({ job }: { job: Pick<Job, 'status' | 'overdue'> }) {
  if (job.status === 'received') return <Pill value="received" label="Received" />;
  return job.overdue ? (
    <Pill value="overdue" label="Overdue" />
  ) : (
    <Pill value="issued" label="With karigar" />
  );
}

/** A received job's fine-gold loss, with the flag when it is above the allowed percentage. */
export function LossCell({
  lossMg,
  percent,
  flagged,
}: {
  lossMg: number;
  percent: number;
  flagged: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={`tabular-nums ${flagged ? 'font-bold text-danger' : ''}`}>
        {lossText(lossMg, percent)}
      </span>
      {flagged && <Pill value="flagged" label="Above allowed loss" />}
    </span>
  );
}
