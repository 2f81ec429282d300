import { useId } from 'react';
import { Link } from 'react-router';
import { AFTER_SALE_LABELS, AFTER_SALE_STATUS_LABELS, type AfterSaleStatus } from '@kanak/domain/after-sale';
import type { AdminAfterSale } from '../../api';
import { when } from '../../utils/format';
import { Pill } from '../status-pill';
import { Thumb } from '../thumb';
import { AfterSaleActions } from './after-sale-actions';
import { AfterSaleValue, settlementText } from './after-sale-value';

/** Pill tones borrowed from the order statuses. */
const TONE: Record<AfterSaleStatus, string> = {
  requested: 'new',
  approved: 'in_production',
  received: 'in_production',
  inspected: 'quoted',
  completed: 'delivered',
  rejected: 'cancelled',
};

const LINK = 'font-semibold text-maroon underline-offset-4 hover:underline';

/** The customer's photos as thumbnails and their video as a link, each opening in a new tab. */
function Media({ media }: { media: AdminAfterSale['media'] }) {
  if (media.length === 0) return null;
  return (
    <ul aria-label="Photos and video" className="mt-2 flex flex-wrap items-center gap-2">
      {media.map((m, n) => {
        const label = m.kind === 'video' ? 'Video' : `Photo ${media.slice(0, n + 1).filter((x) => x.kind === 'photo').length}`;
        return (
          <li key={m.url}>
            <a
              href={m.url}
              target="_blank"
              rel="noopener noreferrer"
              className={
                m.kind === 'video'
                  ? 'inline-flex min-h-tap items-center rounded-xs border border-line-strong px-3 text-xs font-semibold text-maroon hover:border-maroon'
                  : 'block rounded-xs border border-line-strong hover:border-maroon'
              }
            >
              {m.kind === 'video' ? (
                label
              ) : (
                <img src={m.url} alt={label} width="64" height="64" loading="lazy" className="size-16 rounded-xs bg-sand object-cover" />
              )}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One after-sale request in the shop's inbox: who asked, for which pieces and why, what the
 * pieces are worth (buyback rules on today's card, or the return's refund), every step so far,
 * the money it moved once completed, and the next steps.
 */
export function AfterSaleCard({ request: r }: { request: AdminAfterSale }) {
  const id = useId();
  const settled = settlementText(r);
  return (
    <li className="min-w-0">
      <article aria-labelledby={`${id}-title`} className="rounded-sm border border-line bg-pearl p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-title`} className="font-sans text-sm font-bold text-ink">
            #{r.id} · {AFTER_SALE_LABELS[r.kind]}
          </h2>
          <Pill value={TONE[r.status]} label={AFTER_SALE_STATUS_LABELS[r.status]} />
          <time dateTime={r.created_at} className="ml-auto text-xs text-ink-muted">
            {when(r.created_at)}
          </time>
        </div>
        <p className="mt-1 text-sm break-words text-ink">
          <Link to={`/admin/customers/${r.customer.id}`} className={LINK}>
            {r.customer.name || 'Customer'}
          </Link>
          {r.customer.phone && ` · ${r.customer.phone}`} ·{' '}
          <Link to={`/admin/orders/${r.order_id}`} className={LINK}>
            Order #{r.order_id}
          </Link>
        </p>

        <ul aria-label="Pieces" className="mt-3 space-y-2">
          {r.items.map((item) => (
            <li key={item.order_item_id} className="flex items-center gap-3 text-sm">
              <Thumb src={item.image ?? undefined} px={40} className="size-10 shrink-0" lazy />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-ink">{item.name}</span>
                <span className="block text-xs text-ink-muted">
                  {item.product_code} · × {item.quantity}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <span className="text-ink-muted">Reason </span>
          <span className="text-ink">{r.reason}</span>
        </p>
        {r.details && <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{r.details}</p>}
        <Media media={r.media} />

        <AfterSaleValue request={r} />

        <ol aria-label="Steps" className="mt-3 space-y-1 border-l-2 border-line pl-3 text-xs">
          {r.steps.map((s, i) => (
            <li key={`${s.status}-${i}`}>
              <span className="font-semibold text-ink">{AFTER_SALE_STATUS_LABELS[s.status]}</span>
              <span className="text-ink-muted">
                {' · '}
                <time dateTime={s.at}>{when(s.at)}</time>
              </span>
              {s.note && <span className="block break-words whitespace-pre-line text-ink-soft">{s.note}</span>}
            </li>
          ))}
        </ol>
        {settled && <p className="mt-3 text-sm font-semibold text-ink">{settled}</p>}

        <AfterSaleActions request={r} />
      </article>
    </li>
  );
}
