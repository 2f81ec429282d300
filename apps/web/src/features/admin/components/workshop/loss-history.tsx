import { LINK } from '../../../../components/ui/class-names';
import { DataList, type Column } from '../../../../components/ui/data-list';
import { when } from '../../utils/format';
import { jobCardUrl, type KarigarDetail } from '../../workshop-api';
import { LossCell } from './job-status';

type Received = KarigarDetail['loss']['history'][number];

const number = (h: Received) => (
  <a href={jobCardUrl(h.job_id)} target="_blank" rel="noreferrer" className={LINK}>
    {h.number}
    <span className="sr-only"> job card (PDF, opens in a new tab)</span>
  </a>
);

/** Every received job's fine-gold loss, newest first; a loss above the allowed percentage is flagged. */
export function LossHistory({ history }: { history: Received[] }) {
  const columns: Column<Received>[] = [
    { header: 'Job', cell: number },
    { header: 'Received', cell: (h) => when(h.received_at) },
    {
      header: 'Loss in fine gold',
      cell: (h) => <LossCell lossMg={h.loss_mg} percent={h.loss_percent} flagged={h.flagged} />,
      numeric: true,
    },
  ];
  return (
    <DataList
      rows={history}
      columns={columns}
      rowKey={(h) => h.job_id}
      caption="Loss by job, newest first"
      title={number}
    />
  );
}
