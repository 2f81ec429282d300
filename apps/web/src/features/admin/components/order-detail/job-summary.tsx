import { Link } from 'react-router';
import { formatIndiaDate } from '@kanak/domain/calendar';
import { LINK } from '../../../../components/ui/class-names';
import { formatWeight } from '../../../../lib/format-weight';
import { fineGold, karatLabel, stonesText } from '../../utils/workshop';
import { jobCardUrl, type Job } from '../../workshop-api';
import { JobStatus, LossCell } from '../workshop/job-status';

/**
 * One job card as the order shows it: who has which piece, the gold and stones given, the due date,
 * the printable card, and once received what came back and the fine gold lost (flagged when above
 * the allowed percentage).
 */
export function JobSummary({ job, karigar, piece }: { job: Job; karigar: string; piece: string }) {
  const g = (v: number | null) => (v === null ? '—' : formatWeight(v, 'g'));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-display text-xl text-ink">{job.number}</span>
        <JobStatus job={job} />
        <a
          href={jobCardUrl(job.id)}
          target="_blank"
          rel="noreferrer"
          aria-label={`Job card (PDF), ${job.number}, opens in a new tab`}
          className={`${LINK} ml-auto inline-flex min-h-tap items-center text-sm`}
        >
          Job card (PDF)
        </a>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Karigar</dt>
        <dd>
          <Link to={`/admin/workshop/karigars/${job.karigar_id}`} className={LINK}>
            {karigar}
          </Link>
        </dd>
        <dt className="text-ink-muted">Piece</dt>
        <dd>{piece}</dd>
        <dt className="text-ink-muted">Gold issued</dt>
        <dd className="tabular-nums">
          {formatWeight(job.gold_issued_g, 'g')} {karatLabel(job.karat)} ·{' '}
          {fineGold(job.fine_issued_mg)}
        </dd>
        <dt className="text-ink-muted">Stones issued</dt>
        <dd>{stonesText(job.stones_issued)}</dd>
        <dt className="text-ink-muted">Due</dt>
        <dd className="tabular-nums">{formatIndiaDate(job.due_on)}</dd>
        {job.status === 'received' && (
          <>
            <dt className="text-ink-muted">Came back</dt>
            <dd className="tabular-nums">
              Gross {g(job.gross_weight_g)} · net {g(job.net_weight_g)} · scrap{' '}
              {g(job.scrap_returned_g)}
            </dd>
            <dt className="text-ink-muted">Stones returned</dt>
            <dd>{stonesText(job.stones_returned)}</dd>
            <dt className="text-ink-muted">Loss</dt>
            <dd>
              <LossCell
                lossMg={job.loss_mg ?? 0}
                percent={job.loss_percent ?? 0}
                flagged={job.flagged}
              />
            </dd>
          </>
        )}
      </dl>
      {job.flagged && (
        <p
          role="note"
          className="rounded-xs border border-danger/40 bg-maroon-tint px-3 py-2 text-sm text-danger"
        >
          This loss is above the allowed percentage: check the weights with the karigar.
        </p>
      )}
    </div>
  );
}
