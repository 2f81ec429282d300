import { useState } from 'react';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/class-names';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { lossText } from '../../utils/workshop';
import { useJobs, type Job } from '../../workshop-api';
import { LoadError } from '../load-error';
import { BenchPhotos } from './bench-photos';
import { DesignRounds } from './design-rounds';
import { IssueJobForm } from './issue-job-form';
import { JobSummary } from './job-summary';
import { ReceiveJobForm } from './receive-job-form';

/** What the last issue or receipt did, said once under the panel's title. */
function outcome(job: Job): string {
  if (job.status === 'issued') return `${job.number} issued. Print the job card for the karigar.`;
  const loss = lossText(job.loss_mg ?? 0, job.loss_percent ?? 0);
  return job.flagged
    ? `${job.number} received. Loss ${loss}: above the allowed percentage, flagged.`
    : `${job.number} received. Loss ${loss}, within the allowed percentage.`;
}

/**
 * The order's workshop (issue 38): the design rounds and their upload at CAD, photos from the bench
 * per stage, and the job cards, each with its printable card and, while with the karigar, the form
 * to receive it; while the order is in production, the form to issue one.
 */
export function WorkshopPanel({ order }: { order: AdminOrderDetail['order'] }) {
  const jobs = useJobs({ order_id: order.id });
  const [done, setDone] = useState<string | null>(null);
  const issuing = order.status === 'in_production';
  const making = issuing || order.status === 'balance_paid';
  const list = jobs.data?.jobs ?? [];
  const designs = making || order.designs.length > 0;
  const photos = making || order.photos.length > 0;
  if (!designs && !photos && list.length === 0) return null;
  const pieceName = (id: number) => order.items.find((i) => i.id === id)?.name ?? `Piece ${id}`;
  return (
    <Panel
      title="Workshop"
      id="o-workshop"
      actions={
        <Link to="/admin/workshop" className={`${LINK} text-sm`}>
          All jobs →
        </Link>
      }
    >
      <div className="space-y-4 divide-y divide-line [&>*:not(:last-child)]:pb-4">
        {designs && <DesignRounds order={order} />}
        {photos && <BenchPhotos order={order} />}
        {(issuing || list.length > 0 || jobs.isError) && (
          <section aria-labelledby="o-jobs-title" className="space-y-3">
            <h3 id="o-jobs-title" className="font-sans text-sm font-bold text-ink">
              Job cards
            </h3>
            <StatusLine ok={done} />
            {jobs.isError && <LoadError error={jobs.error} />}
            <div className="space-y-4 divide-y divide-line [&>*:not(:last-child)]:pb-4">
              {list.map((job) => (
                <div key={job.id} className="space-y-3">
                  <JobSummary job={job} karigar={job.karigar_name} piece={pieceName(job.item_id)} />
                  {job.status === 'issued' && (
                    <ReceiveJobForm job={job} onReceived={(j) => setDone(outcome(j))} />
                  )}
                </div>
              ))}
              {issuing && <IssueJobForm order={order} onIssued={(j) => setDone(outcome(j))} />}
            </div>
          </section>
        )}
      </div>
    </Panel>
  );
}
