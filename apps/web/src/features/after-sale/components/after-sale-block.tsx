import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_LABELS,
  AFTER_SALE_MAX_PHOTOS,
  AFTER_SALE_MESSAGES,
  AFTER_SALE_PHOTO_MAX_BYTES,
  AFTER_SALE_REASONS,
  AFTER_SALE_VIDEO_MAX_BYTES,
  afterSaleDeadline,
  afterSaleRefusal,
  isAfterSaleOpen,
  PARTS_WITH_PIECE,
  type AfterSaleKind,
} from '@kanak/domain/after-sale';
import { FILE_INPUT } from '../../../components/ui/class-names';
import { INPUT_CLASS } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import type { Order } from '../../../lib/order-item';
import { paths } from '../../../lib/paths';
import { useAfterSaleRequests } from '../api/get-after-sale';
import { useCreateAfterSale } from '../api/create-after-sale';
import { RequestCard } from './request-card';

const HINTS: Record<AfterSaleKind, string> = {
  return: 'For a defect present on arrival: a full refund after inspection.',
  exchange: 'Trade the piece for store credit at today’s buyback value.',
  buyback: 'Sell the piece back at today’s gold and diamond rates.',
  maintenance: 'Free cleaning, polishing, stone tightening and repairs.',
};

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * A delivered order's after-sale (ARCHITECTURE §7): what the policy still offers for its pieces
 * (each until its window closes), the form that asks for it, and the requests already made.
 */
export function AfterSaleBlock({ order }: { order: Order }) {
  const deliveredAt = order.shipment?.delivered_at ? new Date(order.shipment.delivered_at) : null;
  const requests = useAfterSaleRequests();
  const [kind, setKind] = useState<AfterSaleKind | null>(null);
  const now = new Date();
  const mine = (requests.data?.requests ?? []).filter((r) => r.order_id === order.id);
  // A piece in an open request waits for it; a piece returned, exchanged or sold back is the shop's.
  const taken = new Set(
    mine.filter((r) => isAfterSaleOpen(r.status) || (r.status === 'completed' && PARTS_WITH_PIECE.has(r.kind))).flatMap((r) => r.items.map((i) => i.order_item_id)),
  );
  const available = order.items.filter((i) => !taken.has(i.id));
  const open = AFTER_SALE_KINDS.filter((k) => afterSaleRefusal(k, { status: order.status, deliveredAt }, now) === null);
  const offered = available.length > 0 ? open : [];
  // A returned order keeps the block: its requests stay readable, and nothing more is offered.
  const returned = order.status === 'returned';
  if (!deliveredAt || (order.status !== 'delivered' && !returned)) return null;

  return (
    <section aria-labelledby="after-sale-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
      <h2 id="after-sale-title" className="eyebrow">
        Returns, exchange &amp; care
      </h2>
      {open.length === 0 && !returned ? (
        <p className="mt-3 text-sm text-ink-soft">The return, exchange, buyback and maintenance periods of this order have ended.</p>
      ) : offered.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">Every piece of this order has a request under way or has come back to us.</p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {offered.map((k) => (
            <li key={k}>
              <button
                type="button"
                aria-expanded={kind === k}
                onClick={() => setKind(kind === k ? null : k)}
                className={`flex min-h-tap w-full flex-col items-start rounded-xs border px-4 py-2.5 text-left ${
                  kind === k ? 'border-maroon bg-maroon-tint' : 'border-line-strong hover:border-maroon'
                }`}
              >
                <span className="font-semibold text-ink">{AFTER_SALE_LABELS[k]}</span>
                <span className="text-xs text-ink-soft">
                  {HINTS[k]} Until {when.format(afterSaleDeadline(k, deliveredAt))}.
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {kind && offered.includes(kind) && <RequestForm key={kind} order={order} items={available} kind={kind} onDone={() => setKind(null)} />}
      {mine.length > 0 && (
        <div className="mt-6 space-y-4">
          <h3 className="text-sm font-bold text-ink">Your requests for this order</h3>
          {mine.map((r) => (
            <RequestCard key={r.id} request={r} showOrder={false} />
          ))}
        </div>
      )}
      <p className="mt-4 text-xs text-ink-muted">
        <Link to={paths.returns} className="font-semibold text-maroon underline-offset-4 hover:underline">
          Return, exchange &amp; buyback policy
        </Link>
        {' · '}
        <Link to={paths.myRequests} className="font-semibold text-maroon underline-offset-4 hover:underline">
          All my requests
        </Link>
      </p>
    </section>
  );
}

function RequestForm({ order, items, kind, onDone }: { order: Order; items: Order['items']; kind: AfterSaleKind; onDone: () => void }) {
  const id = useId();
  const create = useCreateAfterSale(order.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const single = items.length === 1;

  function check(form: FormData): Record<string, string> {
    const found: Record<string, string> = {};
    if (form.getAll('item_ids[]').length === 0) found.item_ids = AFTER_SALE_MESSAGES.noItems;
    if (!form.get('reason')) found.reason = AFTER_SALE_MESSAGES.reason;
    const photos = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
    if (photos.length > AFTER_SALE_MAX_PHOTOS) found.photos = AFTER_SALE_MESSAGES.tooManyPhotos;
    else if (photos.some((p) => p.size > AFTER_SALE_PHOTO_MAX_BYTES)) found.photos = AFTER_SALE_MESSAGES.photoTooLarge;
    const video = form.get('video');
    if (video instanceof File && video.size > AFTER_SALE_VIDEO_MAX_BYTES) found.video = AFTER_SALE_MESSAGES.videoTooLarge;
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const form = new FormData(event.currentTarget);
    // Empty file inputs still send an empty part; leave them out.
    for (const name of ['photos', 'video']) {
      const files = form.getAll(name).filter((f) => !(f instanceof File) || f.size > 0);
      form.delete(name);
      for (const f of files) form.append(name, f);
    }
    const found = check(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    create.mutate(form, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? error.message])));
        }
        setFailure(error.message);
      },
    });
  }

  const describe = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={`${AFTER_SALE_LABELS[kind]} request`} className="mt-5 space-y-4 border-t border-line pt-5">
      <input type="hidden" name="kind" value={kind} />
      <fieldset aria-describedby={describe('item_ids')}>
        <legend className="text-sm font-semibold text-ink">Pieces</legend>
        <ul className="mt-1.5 space-y-1">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex min-h-tap items-center gap-3 text-sm text-ink">
                <input type="checkbox" name="item_ids[]" value={item.id} defaultChecked={single} className="size-5 accent-maroon" />
                {item.name}
                {item.quantity > 1 && <span className="text-ink-muted">× {item.quantity}</span>}
              </label>
            </li>
          ))}
        </ul>
        {fieldError('item_ids')}
      </fieldset>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-ink">
          Reason
        </label>
        <select id={`${id}-reason`} name="reason" defaultValue="" aria-invalid={Boolean(errors.reason)} aria-describedby={describe('reason')} className={`${INPUT_CLASS} mt-1.5`}>
          <option value="" disabled>
            Choose a reason
          </option>
          {AFTER_SALE_REASONS[kind].map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        {fieldError('reason')}
      </div>
      <div>
        <label htmlFor={`${id}-details`} className="block text-sm font-semibold text-ink">
          Details<span className="ml-1 font-normal text-ink-muted">(optional)</span>
        </label>
        <textarea id={`${id}-details`} name="details" rows={3} maxLength={2000} className={`${INPUT_CLASS} mt-1.5`} />
      </div>
      <div>
        <label htmlFor={`${id}-photos`} className="block text-sm font-semibold text-ink">
          Photos<span className="ml-1 font-normal text-ink-muted">(optional)</span>
        </label>
        <p id={`${id}-photos-hint`} className="mt-0.5 text-xs text-ink-muted">
          Up to {AFTER_SALE_MAX_PHOTOS} JPEG, PNG or WebP images of 5 MB each.
        </p>
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={Boolean(errors.photos)}
          aria-describedby={[`${id}-photos-hint`, describe('photos')].filter(Boolean).join(' ')}
          className={`${FILE_INPUT} mt-1.5`}
        />
        {fieldError('photos')}
      </div>
      <div>
        <label htmlFor={`${id}-video`} className="block text-sm font-semibold text-ink">
          Video<span className="ml-1 font-normal text-ink-muted">(optional)</span>
        </label>
        <p id={`${id}-video-hint`} className="mt-0.5 text-xs text-ink-muted">
          An MP4, MOV or WebM of up to 25 MB — an unboxing video helps with a claim.
        </p>
        <input
          id={`${id}-video`}
          name="video"
          type="file"
          accept="video/mp4,video/quicktime,video/webm"
          aria-invalid={Boolean(errors.video)}
          aria-describedby={[`${id}-video-hint`, describe('video')].filter(Boolean).join(' ')}
          className={`${FILE_INPUT} mt-1.5`}
        />
        {fieldError('video')}
      </div>
      {failure && (
        <p role="alert" className="rounded-xs border border-danger/40 bg-maroon-tint px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : `Request ${AFTER_SALE_LABELS[kind].toLowerCase()}`}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
