import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { optionSetLabel } from '@kanak/domain/catalog';
import { imageUrlAt } from '@kanak/domain/media';
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from '@kanak/domain/order-states';
import { WEIGHT_VARIATION_PERCENT } from '@kanak/domain/rules';
import { toast } from '../../../components/ui/toast';
import { useOrder, useOrderAction, type AdminOrderDetail } from '../api';
import {
  BackLink,
  Field,
  INPUT,
  LINK,
  LoadError,
  Loading,
  PageHeader,
  Panel,
  Pill,
  Status,
  rupees,
  useFormState,
  when,
  words,
} from '../components/ui';

type Detail = AdminOrderDetail;
type Item = Detail['order']['items'][number];

/** One order as the shop sees it: who, what at which locked price, money, documents, next steps. */
export function OrderDetailPage({ id }: { id: number }) {
  const query = useOrder(id);
  return (
    <>
      <BackLink to="/admin/orders">All orders</BackLink>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : (
        <OrderView detail={query.data} />
      )}
    </>
  );
}

function OrderView({ detail }: { detail: Detail }) {
  const { order, customer } = detail;
  return (
    <>
      <PageHeader title={`Order #${order.id}`} description={`Placed ${when(order.created_at)}`} />
      <div className="mb-4 flex flex-wrap items-center gap-2" aria-label="Order status">
        <Pill value={order.status} />
        {order.production_stage && order.status === 'in_production' && (
          <span className="text-sm font-semibold text-maroon">
            Stage: {PRODUCTION_STAGE_LABELS[order.production_stage]}
          </span>
        )}
        {order.cancel_reason && (
          <span className="text-sm text-ink-soft">Reason: {order.cancel_reason}</span>
        )}
      </div>
      <div className="grid gap-4 desktop:grid-cols-[1fr_22rem] desktop:items-start">
        <div className="min-w-0 space-y-4">
          <Panel title="Pieces (price locked at order)" id="o-items">
            <ul className="divide-y divide-line">
              {order.items.map((item) => (
                <ItemRow key={item.id} item={item} huids={order.huids[String(item.id)] ?? []} />
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-3 text-sm">
              <dt className="font-bold text-ink">Order total</dt>
              <dd className="text-right font-bold tabular-nums">{rupees(order.total_price)}</dd>
              <dt className="text-ink-soft">Advance</dt>
              <dd className="text-right tabular-nums">{rupees(order.first_payment_amount)}</dd>
              <dt className="text-ink-soft">Balance</dt>
              <dd className="text-right tabular-nums">{rupees(order.balance_amount)}</dd>
              <dt className="text-ink-soft">Ordered weight</dt>
              <dd className="text-right tabular-nums">
                {order.ordered_metal_weight} g · {order.ordered_diamond_weight} ct
              </dd>
              {order.finished_metal_weight !== null && (
                <>
                  <dt className="text-ink-soft">Finished weight</dt>
                  <dd className="text-right tabular-nums">
                    {order.finished_metal_weight} g
                    {order.finished_diamond_weight !== null
                      ? ` · ${order.finished_diamond_weight} ct`
                      : ''}
                  </dd>
                </>
              )}
            </dl>
          </Panel>
          <Payments detail={detail} />
          {(order.courier || order.delivered_at) && (
            <Panel title="Shipment" id="o-shipment">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-soft">Courier</dt>
                <dd>{order.courier ?? '—'}</dd>
                <dt className="text-ink-soft">Tracking number</dt>
                <dd className="font-mono">{order.tracking_number ?? '—'}</dd>
                <dt className="text-ink-soft">Dispatched</dt>
                <dd>{when(order.dispatched_at)}</dd>
                <dt className="text-ink-soft">Delivered</dt>
                <dd>{when(order.delivered_at)}</dd>
              </dl>
            </Panel>
          )}
        </div>
        <div className="min-w-0 space-y-4">
          <Actions detail={detail} />
          <Panel title="Customer" id="o-customer">
            <p className="font-semibold text-ink">
              <Link to={`/admin/customers/${customer.id}`} className={LINK}>
                {customer.name}
              </Link>
            </p>
            <p className="text-sm break-all text-ink-soft">{customer.email}</p>
            <p className="text-sm text-ink-soft">{customer.phone_number}</p>
            <h3 className="mt-3 font-sans text-xs font-bold tracking-wide text-ink-muted uppercase">
              Ship to
            </h3>
            <address className="text-sm text-ink not-italic">
              {order.address.recipient_name}
              <br />
              {order.address.address}, {order.address.area}
              <br />
              {order.address.landmark && (
                <>
                  {order.address.landmark}
                  <br />
                </>
              )}
              {order.address.state} {order.address.pincode}
              <br />
              {order.address.mobile}
            </address>
          </Panel>
          <Panel title="Identity documents" id="o-docs">
            <p className="mb-2 text-xs text-ink-muted">
              Opening a document is recorded in the audit log.
            </p>
            <ul className="space-y-1 text-sm">
              {(['pan', 'other_document'] as const).map((kind) => (
                <li key={kind}>
                  {detail.documents[kind] ? (
                    <a
                      href={detail.documents[kind]!}
                      target="_blank"
                      rel="noreferrer"
                      className={`${LINK} inline-flex min-h-tap items-center`}
                    >
                      {kind === 'pan' ? 'PAN card' : 'Other document'} (opens in a new tab)
                    </a>
                  ) : (
                    <span className="text-ink-muted">
                      {kind === 'pan' ? 'PAN card' : 'Other document'}: not given
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}

function ItemRow({ item, huids }: { item: Item; huids: string[] }) {
  const img = item.images[item.gold_type][0] ?? item.images.rose_gold[0];
  const b = item.breakdown;
  return (
    <li className="grid grid-cols-[3.5rem_1fr] gap-3 py-3 first:pt-0">
      {img ? (
        <img
          src={imageUrlAt(img, 320)}
          alt=""
          width="56"
          height="56"
          className="size-14 rounded-xs bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-14 rounded-xs bg-sand" />
      )}
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {item.name} <span className="font-normal text-ink-muted">× {item.quantity}</span>
        </p>
        <p className="text-sm text-ink-soft">
          {optionSetLabel(item, { diamond: item.diamond_weight > 0 })} · {item.metal_weight} g
          {item.diamond_weight ? ` · ${item.diamond_weight} ct` : ''}
        </p>
        {huids.length > 0 && (
          <p className="text-sm text-ink-soft">
            HUID: <span className="font-mono">{huids.join(', ')}</span>
          </p>
        )}
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-3">
          {(
            [
              ['Gold', b.gold_price],
              ['Diamond', b.diamond_price],
              ['Stones', b.stones_price],
              ['Making', b.making_charge],
              ['GST', b.gst_amount],
              ['Unit price', item.unit_price],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="tabular-nums">{rupees(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-right text-sm font-bold tabular-nums">{rupees(item.line_total)}</p>
      </div>
    </li>
  );
}

function Payments({ detail }: { detail: Detail }) {
  return (
    <Panel title="Payments and refunds" id="o-payments">
      <dl className="mb-3 grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Paid', detail.paid_amount],
            ['Refunded', detail.refunded_amount],
            ['Refundable', detail.refundable_amount],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xs bg-sand/60 px-2 py-2">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{rupees(value)}</dd>
          </div>
        ))}
      </dl>
      {detail.payments.length === 0 ? (
        <p className="text-sm text-ink-muted">No payments yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {detail.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-semibold">{words(p.kind)}</span>
              <Pill
                value={
                  p.status === 'paid' ? 'contacted' : p.status === 'failed' ? 'closed' : 'quoted'
                }
                label={p.status}
              />
              <span className="tabular-nums">{rupees(p.amount)}</span>
              <span className="w-full font-mono text-xs break-all text-ink-muted sm:w-auto">
                {p.provider_payment_id ?? p.provider_order_id}
              </span>
              <span className="text-xs text-ink-muted sm:ml-auto">{when(p.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
      {detail.refunds.length > 0 && (
        <>
          <h3 className="mt-3 font-sans text-xs font-bold tracking-wide text-ink-muted uppercase">
            Refunds
          </h3>
          <ul className="divide-y divide-line text-sm">
            {detail.refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="tabular-nums font-semibold">{rupees(r.amount)}</span>
                <Pill
                  value={
                    r.status === 'processed'
                      ? 'contacted'
                      : r.status === 'failed'
                        ? 'closed'
                        : 'quoted'
                  }
                  label={r.status}
                />
                {r.reason && <span className="text-ink-soft">{r.reason}</span>}
                <span className="text-xs text-ink-muted sm:ml-auto">{when(r.created_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

/** The next steps this order's status allows (ARCHITECTURE §4 transitions). */
function Actions({ detail }: { detail: Detail }) {
  const { order } = detail;
  const s = order.status;
  const open = s !== 'delivered' && s !== 'cancelled' && s !== 'expired';
  const blocks: ReactNode[] = [];
  if (s === 'in_production')
    blocks.push(
      <StageForm key="stage" detail={detail} />,
      <WeightForm key="weight" detail={detail} />,
    );
  if (s === 'in_production' && order.balance_amount > 0)
    blocks.push(
      <p key="wait" className="text-sm text-ink-soft">
        Dispatch opens once the customer has paid the balance of {rupees(order.balance_amount)}.
      </p>,
    );
  if (s === 'balance_paid') blocks.push(<DispatchForm key="dispatch" detail={detail} />);
  if (s === 'dispatched') blocks.push(<DeliverButton key="deliver" detail={detail} />);
  if (detail.refundable_amount > 0)
    blocks.push(<RefundForm key={`refund-${detail.refundable_amount}`} detail={detail} />);
  if (open) blocks.push(<CancelForm key="cancel" detail={detail} />);
  return (
    <Panel title="Actions" id="o-actions" className="border-maroon/40">
      {blocks.length === 0 ? (
        <p className="text-sm text-ink-soft">Nothing left to do on this order.</p>
      ) : (
        <div className="space-y-4 divide-y divide-line [&>*+*]:pt-4">{blocks}</div>
      )}
    </Panel>
  );
}

/** Wraps an order action: its own status line, field errors, and the toast on success. */
function useAction(detail: Detail) {
  const mutation = useOrderAction(detail.order.id);
  const form = useFormState();
  const run = (action: string, body?: Record<string, unknown>, after?: () => void) => {
    form.reset();
    mutation.mutate(
      { action, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          after?.();
        },
        onError: form.fail,
      },
    );
  };
  return { run, form, busy: mutation.isPending };
}

function StageForm({ detail }: { detail: Detail }) {
  const [stage, setStage] = useState(detail.order.production_stage ?? 'designing');
  const { run, form, busy } = useAction(detail);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        run('stage', { stage });
      }}
      className="space-y-2"
    >
      <Field id="o-stage" label="Production stage" error={form.fieldError('stage')}>
        {(describedBy) => (
          <select
            id="o-stage"
            value={stage}
            onChange={(e) => setStage(e.target.value as typeof stage)}
            aria-describedby={describedBy}
            className={INPUT}
          >
            {PRODUCTION_STAGES.map((st) => (
              <option key={st} value={st}>
                {PRODUCTION_STAGE_LABELS[st]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Status error={form.error} />
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={busy || stage === detail.order.production_stage}
      >
        Set stage
      </button>
    </form>
  );
}

function WeightForm({ detail }: { detail: Detail }) {
  const { order } = detail;
  const [metal, setMetal] = useState('');
  const [diamond, setDiamond] = useState('');
  const { run, form, busy } = useAction(detail);
  const range = (w: number) =>
    `${(w * (1 - WEIGHT_VARIATION_PERCENT / 100)).toFixed(3)}–${(w * (1 + WEIGHT_VARIATION_PERCENT / 100)).toFixed(3)}`;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(
      'finished-weight',
      {
        metal_weight: Number(metal),
        ...(diamond.trim() ? { diamond_weight: Number(diamond) } : {}),
      },
      () => {
        setMetal('');
        setDiamond('');
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <h3 className="font-sans text-sm font-bold text-ink">Record the finished weight</h3>
      <p className="text-xs text-ink-soft">
        The whole order as weighed. It must be within ±{WEIGHT_VARIATION_PERCENT}% of the ordered
        weight; every piece is then re-priced at the rates locked when the order was placed, the
        balance changes, and the customer is told and may cancel within 24 hours.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Field
          id="o-metal"
          label="Metal (g)"
          hint={`Ordered ${order.ordered_metal_weight}; allowed ${range(order.ordered_metal_weight)}`}
          error={form.fieldError('metal_weight')}
        >
          {(describedBy, invalid) => (
            <input
              id="o-metal"
              inputMode="decimal"
              required
              value={metal}
              onChange={(e) => setMetal(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={INPUT}
            />
          )}
        </Field>
        <Field
          id="o-diamond"
          label="Diamond (ct)"
          hint={
            order.ordered_diamond_weight > 0
              ? `Ordered ${order.ordered_diamond_weight}; blank = as ordered`
              : 'No diamonds'
          }
          error={form.fieldError('diamond_weight')}
        >
          {(describedBy, invalid) => (
            <input
              id="o-diamond"
              inputMode="decimal"
              value={diamond}
              onChange={(e) => setDiamond(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={INPUT}
            />
          )}
        </Field>
      </div>
      <Status
        error={form.error && Object.keys(form.error.fields).length === 0 ? form.error : null}
      />
      <button type="submit" className="btn btn-outline w-full" disabled={busy || !metal.trim()}>
        Record weight
      </button>
    </form>
  );
}

function DispatchForm({ detail }: { detail: Detail }) {
  const { order } = detail;
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [huids, setHuids] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      order.items.map((i) => [String(i.id), Array.from({ length: i.quantity }, () => '')]),
    ),
  );
  const { run, form, busy } = useAction(detail);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body: Record<string, string | string[]> = {};
    for (const item of order.items) {
      const list = (huids[String(item.id)] ?? []).map((h) => h.trim().toUpperCase());
      body[String(item.id)] = item.quantity === 1 ? list[0]! : list;
    }
    run('dispatch', { courier: courier.trim(), tracking_number: tracking.trim(), huids: body });
  };
  const huidError =
    form.fieldError('huids') ??
    Object.entries(form.error?.fields ?? {}).find(([k]) => k.startsWith('huids'))?.[1];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <h3 className="font-sans text-sm font-bold text-ink">Dispatch</h3>
      <Field id="o-courier" label="Courier" error={form.fieldError('courier')}>
        {(describedBy, invalid) => (
          <input
            id="o-courier"
            value={courier}
            onChange={(e) => setCourier(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={INPUT}
          />
        )}
      </Field>
      <Field id="o-tracking" label="Tracking number" error={form.fieldError('tracking_number')}>
        {(describedBy, invalid) => (
          <input
            id="o-tracking"
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={INPUT}
          />
        )}
      </Field>
      <fieldset className="space-y-2" aria-describedby={huidError ? 'o-huid-error' : 'o-huid-hint'}>
        <legend className="text-xs font-bold tracking-wide text-ink-soft uppercase">
          HUID, one per piece
        </legend>
        <p id="o-huid-hint" className="text-xs text-ink-muted">
          The 6-character BIS hallmark id engraved on each piece.
        </p>
        {order.items.flatMap((item) =>
          Array.from({ length: item.quantity }, (_, n) => {
            const inputId = `o-huid-${item.id}-${n}`;
            return (
              <div key={inputId}>
                <label htmlFor={inputId} className="block text-sm text-ink">
                  HUID for {item.name}
                  {item.quantity > 1 ? `, piece ${n + 1}` : ''}
                </label>
                <input
                  id={inputId}
                  maxLength={6}
                  autoCapitalize="characters"
                  value={huids[String(item.id)]?.[n] ?? ''}
                  onChange={(e) =>
                    setHuids((h) => ({
                      ...h,
                      [String(item.id)]: (h[String(item.id)] ?? []).map((v, j) =>
                        j === n ? e.target.value : v,
                      ),
                    }))
                  }
                  aria-invalid={huidError ? true : undefined}
                  className={`${INPUT} mt-1 font-mono uppercase`}
                />
              </div>
            );
          }),
        )}
        {huidError && (
          <p id="o-huid-error" className="text-sm text-danger">
            {huidError}
          </p>
        )}
      </fieldset>
      <Status
        error={form.error && Object.keys(form.error.fields).length === 0 ? form.error : null}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        Dispatch order
      </button>
    </form>
  );
}

function DeliverButton({ detail }: { detail: Detail }) {
  const { run, form, busy } = useAction(detail);
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-soft">
        With {detail.order.courier}, tracking{' '}
        <span className="font-mono">{detail.order.tracking_number}</span>.
      </p>
      <Status error={form.error} />
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={busy}
        onClick={() => run('deliver')}
      >
        Mark delivered
      </button>
    </div>
  );
}

function CancelForm({ detail }: { detail: Detail }) {
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const { run, form, busy } = useAction(detail);
  if (!open)
    return (
      <div>
        <button
          type="button"
          className="btn btn-outline w-full border-danger! text-danger!"
          onClick={() => setOpen(true)}
        >
          Cancel order…
        </button>
      </div>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        run('cancel', { reason: reason.trim() });
      }}
      noValidate
      className="space-y-2"
    >
      <Field
        id="o-cancel"
        label="Reason for cancelling"
        hint="The customer sees this. Whatever was paid is recorded as owed; refund it below."
        error={form.fieldError('reason')}
      >
        {(describedBy, invalid) => (
          <textarea
            id="o-cancel"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={INPUT}
          />
        )}
      </Field>
      <Status error={form.error && !form.error.fields.reason ? form.error : null} />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary flex-1 bg-danger!" disabled={busy}>
          Cancel order
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
          Keep
        </button>
      </div>
    </form>
  );
}

function RefundForm({ detail }: { detail: Detail }) {
  const [amount, setAmount] = useState(String(detail.refundable_amount));
  const [reason, setReason] = useState('');
  const { run, form, busy } = useAction(detail);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A fresh key per submit: a retry after a failure must be a new refund (decision 010).
    run(
      'refunds',
      {
        amount: Number(amount),
        idempotency_key: crypto.randomUUID(),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      () => setReason(''),
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <h3 className="font-sans text-sm font-bold text-ink">Refund</h3>
      <Field
        id="o-refund"
        label="Amount (₹)"
        hint={`Up to ${rupees(detail.refundable_amount)}; less for a partial refund.`}
        error={form.fieldError('amount')}
      >
        {(describedBy, invalid) => (
          <input
            id="o-refund"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={INPUT}
          />
        )}
      </Field>
      <Field id="o-refund-reason" label="Reason (optional)" error={form.fieldError('reason')}>
        {(describedBy) => (
          <input
            id="o-refund-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={describedBy}
            className={INPUT}
          />
        )}
      </Field>
      <Status error={form.error && !form.error.fields.amount ? form.error : null} />
      <button type="submit" className="btn btn-outline w-full" disabled={busy}>
        Refund {amount && Number(amount) > 0 ? rupees(Number(amount)) : ''}
      </button>
    </form>
  );
}
