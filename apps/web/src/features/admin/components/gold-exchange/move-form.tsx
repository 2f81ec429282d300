import { useState, type FormEvent } from 'react';
import { GOLD_EXCHANGE_STATUSES, OLD_GOLD_KARATS, goldExchangeRefusal, type GoldExchangeStatus } from '@kanak/domain/gold-exchange';
import type { WorkshopKarat } from '@kanak/domain/workshop';
import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { useMoveGoldExchange, type AdminGoldExchangeView } from '../../gold-exchange-api';
import { useFormState } from '../../hooks/use-form-state';

const LABELS: Record<GoldExchangeStatus, string> = {
  requested: 'Requested',
  received: 'Mark received',
  tested: 'Record the test',
  valued: 'Value it at today’s buy rate',
  credited: 'Credited',
  rejected: 'Reject and return',
};

/** The steps the shop may take from `status` (the test's figures are asked for in the form). */
const nextSteps = (status: GoldExchangeStatus) =>
  GOLD_EXCHANGE_STATUSES.filter((s) => goldExchangeRefusal(status, s, 'owner', { testedKarat: '22k', netWeightMg: 1 }) === null);

/** The next step the shop may take (the domain's machine decides which), with what it needs. */
export function MoveForm({ lot }: { lot: AdminGoldExchangeView }) {
  const nexts = nextSteps(lot.status);
  const [status, setStatus] = useState<GoldExchangeStatus | ''>(nexts[0] ?? '');
  const [karat, setKarat] = useState<WorkshopKarat>(lot.tested_karat ?? lot.items[0]?.karat ?? '22k');
  const [net, setNet] = useState('');
  const [gross, setGross] = useState('');
  const [note, setNote] = useState('');
  const move = useMoveGoldExchange(lot.id);
  const form = useFormState();
  if (nexts.length === 0) return <p className="text-sm text-ink-soft">This request is closed.</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.reset();
    if (!status) return;
    move.mutate(
      {
        status,
        ...(status === 'tested' ? { tested_karat: karat, net_weight_g: Number(net) } : {}),
        ...((status === 'received' || status === 'tested') && gross.trim() ? { gross_weight_g: Number(gross) } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          form.succeed(answer.message);
          toast.success(answer.message);
          setNote('');
          setStatus(nextSteps(answer.exchange.status)[0] ?? '');
        },
        onError: form.fail,
      },
    );
  };

  const label = 'block text-xs font-bold tracking-wide text-ink-soft uppercase';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Move this request">
      {lot.status === 'valued' && <p className="text-sm text-ink-soft">Waiting for the customer to accept the valuation; the credit follows their acceptance.</p>}
      <label className={label}>
        Next step
        <select className={`${DENSE_INPUT_CLASS} mt-1`} value={status} onChange={(e) => setStatus(e.target.value as GoldExchangeStatus)}>
          {nexts.map((s) => (
            <option key={s} value={s}>
              {LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {(status === 'received' || status === 'tested') && (
        <label className={label}>
          Gross weight as received, g (optional)
          <input className={`${DENSE_INPUT_CLASS} mt-1`} inputMode="decimal" value={gross} onChange={(e) => setGross(e.target.value)} />
        </label>
      )}
      {status === 'tested' && (
        <div className="grid grid-cols-2 gap-2">
          <label className={label}>
            Tested karat
            <select className={`${DENSE_INPUT_CLASS} mt-1`} value={karat} onChange={(e) => setKarat(e.target.value as WorkshopKarat)}>
              {OLD_GOLD_KARATS.map((k) => (
                <option key={k} value={k}>
                  {k.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Net weight (XRF), g
            <input className={`${DENSE_INPUT_CLASS} mt-1`} inputMode="decimal" required value={net} onChange={(e) => setNet(e.target.value)} aria-invalid={form.fieldError('net_weight_g') ? true : undefined} />
          </label>
        </div>
      )}
      <label className={label}>
        Note (optional)
        <input className={`${DENSE_INPUT_CLASS} mt-1`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} placeholder={status === 'rejected' ? 'e.g. Returned by BlueDart, AWB 1234' : 'e.g. Seal intact'} />
      </label>
      <StatusLine ok={form.ok} error={form.error} />
      <button type="submit" className="btn btn-primary" disabled={move.isPending || !status}>
        {move.isPending ? 'Saving…' : 'Save step'}
      </button>
    </form>
  );
}
