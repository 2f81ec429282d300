import { Link } from 'react-router';
import { countPieces } from '@kanak/domain/catalog';
import type { Order } from '../../../lib/order-item';
import { formatRupees } from '@kanak/domain/money';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../lib/paths';
import { itemImage, orderDate, orderStatus } from './order-status';
import { StatusBadge } from './status-badge';

/** One order in /myorder; the whole card opens its detail (SPEC §2). */
export function OrderRow({ order }: { order: Order }) {
  const status = orderStatus(order);
  const first = order.items[0];
  const image = first ? itemImage(first) : undefined;
  const names = order.items.map((i) => i.name).join(', ');
  const pieces = countPieces(order.items);

  return (
    <li>
      <Link
        to={paths.orderDetail(order.id)}
        aria-label={`Order #${order.id}, ${names}, ${status.badge}`}
        className="group flex gap-4 rounded-sm border border-line bg-pearl p-4 shadow-soft transition-colors hover:border-gold desktop:gap-6 desktop:p-5"
      >
        <div className="size-20 shrink-0 overflow-hidden rounded-xs bg-sand desktop:size-28">
          {image && <ResponsiveImage src={image} alt="" sizes="112px" className="size-full object-cover" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 desktop:flex-row desktop:items-center desktop:gap-6">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-ink-muted">
              Order #{order.id} · {orderDate(order)}
            </p>
            <p className="mt-1 line-clamp-2 font-display text-xl leading-tight text-ink">{names}</p>
            <p className="mt-1 text-sm text-ink-soft">
              {pieces} {pieces === 1 ? 'piece' : 'pieces'} ·{' '}
              <span className="font-semibold text-ink tabular-nums">{formatRupees(order.total_price)}</span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 desktop:w-56 desktop:flex-col desktop:items-end desktop:text-right">
            <StatusBadge label={status.badge} tone={status.tone} />
            <p className="text-xs text-ink-soft">{status.headline}</p>
          </div>
          <ArrowRightIcon className="hidden size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-1 group-hover:text-maroon desktop:block" />
        </div>
      </Link>
    </li>
  );
}
