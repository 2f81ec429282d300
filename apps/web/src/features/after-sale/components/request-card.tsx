import { Link } from 'react-router';
import {
  AFTER_SALE_LABELS,
  AFTER_SALE_STATUS_LABELS,
  type AfterSaleStatus,
} from '@kanak/domain/after-sale';
import type { AfterSaleRequestView } from '@kanak/domain/contract/after-sale';
import { formatRupees } from '@kanak/domain/money';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../lib/paths';

const TONE: Record<AfterSaleStatus, string> = {
  requested: 'border-gold bg-gold-soft/50 text-gold-ink',
  approved: 'border-maroon/30 bg-maroon-tint text-maroon',
  received: 'border-maroon/30 bg-maroon-tint text-maroon',
  inspected: 'border-maroon/30 bg-maroon-tint text-maroon',
  completed: 'border-line-strong bg-sand text-ink',
  rejected: 'border-line-strong bg-sand text-ink-muted',
};

const PATH: AfterSaleStatus[] = ['requested', 'approved', 'received', 'inspected', 'completed'];

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => when.format(new Date(iso));

/** How the money went, in the customer's words. */
function settlementText(request: AfterSaleRequestView): string | null {
  const s = request.settlement;
  if (!s) return null;
  if (s.type === 'refund') return `Refunded ${formatRupees(s.amount)} to the account you paid from${s.reference ? ` (ref ${s.reference})` : ''}. A credit note is on your order page.`;
  if (s.type === 'store_credit') return `${formatRupees(s.amount)} added to your store credit.`;
  return `Paid ${formatRupees(s.amount)} to your bank account (ref ${s.reference ?? '—'}).`;
}

/**
 * The photos and video the customer sent, as thumbnails that open full size. Their addresses are
 * the owner-only ones of the API (the session's cookie goes with them; nobody else can read them).
 */
function YourMedia({ media }: { media: AfterSaleRequestView['media'] }) {
  if (media.length === 0) return null;
  let photos = 0;
  return (
    <ul aria-label="Your photos and video" className="mt-3 flex flex-wrap gap-2">
      {media.map((m) => {
        const label = m.kind === 'video' ? 'Your video' : `Your photo ${++photos}`;
        return (
          <li key={m.url}>
            <a
              href={m.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-16 items-center justify-center overflow-hidden rounded-xs border border-line-strong bg-sand text-xs font-semibold text-maroon hover:border-maroon"
            >
              {m.kind === 'video' ? (
                <span aria-hidden="true" className="text-center leading-tight">
                  ▶
                  <br />
                  Video
                </span>
              ) : (
                <img src={m.url} alt="" width="64" height="64" loading="lazy" className="size-full object-cover" />
              )}
              <span className="sr-only">{label} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One after-sale request: what was asked for which pieces, where it stands (each step with its
 * date and the shop's note), and the value or money it moved.
 */
export function RequestCard({ request, showOrder = true }: { request: AfterSaleRequestView; showOrder?: boolean }) {
  const done = new Map(request.steps.map((s) => [s.status, s]));
  const rejected = done.get('rejected');
  const path = rejected ? [...PATH.filter((p) => done.has(p)), 'rejected' as const] : PATH;
  const settled = settlementText(request);
  const v = request.value;
  return (
    <article aria-labelledby={`request-${request.id}`} className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`request-${request.id}`} className="font-display text-2xl leading-tight text-ink">
            {AFTER_SALE_LABELS[request.kind]} <span className="text-ink-muted">#{request.id}</span>
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            {request.reason} · asked {day(request.created_at)}
            {showOrder && (
              <>
                {' · '}
                <Link to={paths.orderDetail(request.order_id)} className="font-semibold text-maroon underline-offset-4 hover:underline">
                  Order #{request.order_id}
                </Link>
              </>
            )}
          </p>
        </div>
        <span className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-bold tracking-wider uppercase ${TONE[request.status]}`}>
          {AFTER_SALE_STATUS_LABELS[request.status]}
        </span>
      </div>

      <ul className="mt-4 flex flex-wrap gap-3">
        {request.items.map((item) => (
          <li key={item.order_item_id} className="flex items-center gap-3 text-sm">
            <span className="size-12 shrink-0 overflow-hidden rounded-xs bg-sand">
              {item.image && <ResponsiveImage src={item.image} alt="" sizes="48px" className="size-full object-cover" />}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{item.name}</span>
              <span className="block text-xs text-ink-muted">
                {item.product_code}
                {item.quantity > 1 ? ` · × ${item.quantity}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {request.details && <p className="mt-3 text-sm text-ink-soft">“{request.details}”</p>}
      <YourMedia media={request.media} />

      <ol aria-label="Steps" className="mt-5 space-y-0">
        {path.map((status, i) => {
          const step = done.get(status);
          const last = i === path.length - 1;
          return (
            <li key={status} className="relative flex gap-3 pb-4 last:pb-0">
              {!last && <span aria-hidden="true" className={`absolute top-5 left-[9px] h-full w-px ${step ? 'bg-maroon/40' : 'bg-line'}`} />}
              <span
                aria-hidden="true"
                className={`relative mt-0.5 size-[19px] shrink-0 rounded-full border-2 ${
                  step ? (status === 'rejected' ? 'border-ink-muted bg-ink-muted' : 'border-maroon bg-maroon') : 'border-line-strong bg-pearl'
                }`}
              />
              <div className="min-w-0 text-sm">
                <p className={step ? 'font-semibold text-ink' : 'text-ink-muted'}>
                  {AFTER_SALE_STATUS_LABELS[status]}
                  {step && <span className="ml-2 font-normal text-ink-soft">{day(step.at)}</span>}
                  <span className="sr-only">{step ? ' (done)' : ' (to come)'}</span>
                </p>
                {step?.note && status !== 'requested' && <p className="mt-0.5 text-ink-soft">{step.note}</p>}
              </div>
            </li>
          );
        })}
      </ol>

      {v && request.kind !== 'maintenance' && (
        <div className="mt-5 rounded-xs border border-gold/50 bg-gold-soft/20 p-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-semibold text-ink">
              {request.kind === 'return' ? 'Refund' : v.final ? 'Inspected value' : 'Estimated value today'}
            </span>
            <span className="font-display text-xl text-maroon tabular-nums">{formatRupees(v.amount)}</span>
          </div>
          {request.kind === 'return' ? (
            <p className="mt-1 text-xs text-ink-muted">
              {v.rules_amount > v.amount
                ? `Set at inspection (you paid ${formatRupees(v.rules_amount)} for these pieces), refunded in 7-10 working days.`
                : 'What you paid for these pieces, refunded in 7-10 working days after inspection.'}
            </p>
          ) : (
            <p className="mt-1 text-xs text-ink-muted tabular-nums">
              Gold {formatRupees(v.gold_value)}
              {v.diamond_value > 0 && ` · Diamonds ${formatRupees(v.diamond_value)}`}
              {v.gemstone_value > 0 && ` · Gemstones ${formatRupees(v.gemstone_value)}`}
              {` · less ${formatRupees(v.processing_charge)} processing`}
              {v.rates_date && ` · rates of ${day(v.rates_date)}`}
              {!v.final && ' · final value set at inspection'}
              {v.rules_amount > v.amount && ` · ${formatRupees(v.rules_amount)} by these rules, set at ${formatRupees(v.amount)} at inspection`}
            </p>
          )}
        </div>
      )}
      {settled && <p className="mt-4 text-sm font-semibold text-ink">{settled}</p>}
    </article>
  );
}
