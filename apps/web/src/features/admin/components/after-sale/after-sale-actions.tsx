import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { AFTER_SALE_MESSAGES, AFTER_SALE_STATUS_LABELS, type AfterSaleStatus } from '@kanak/domain/after-sale';
import type { AfterSaleStatusBody } from '@kanak/domain/contract/after-sale';
import { formatRupees } from '@kanak/domain/money';
import { DENSE_INPUT_CLASS, Field, InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminKeys, adminSend, type AdminAfterSale } from '../../api';
import { toFailure, type Failure } from '../../hooks/use-form-state';
import { ConfirmStep, useConfirm } from '../confirm-step';
import { AFTER_SALE_ACTIONS, confirmQuestion, isFinalStep, parseInspectedValue, type FinalStep } from './after-sale-steps';

const SMALL = 'px-3! py-1.5! text-xs!';
const OWN_FIELDS = ['note', 'payout_reference', 'inspected_value'];

/**
 * The request's next steps with one note for whichever is taken. Inspection may enter a lower
 * value than the rules' (worn gold, a missing stone); completing a buyback asks for the bank
 * transfer's reference. Completing and rejecting are confirmed first, saying what they do. One
 * move at a time: the buttons stay disabled until the list has been read again.
 */
export function AfterSaleActions({ request: r }: { request: AdminAfterSale }) {
  const client = useQueryClient();
  const id = useId();
  const sending = useRef(false);
  const referenceInput = useRef<HTMLInputElement>(null);
  const inspectedInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [inspected, setInspected] = useState('');
  const [error, setError] = useState<Failure | null>(null);
  const confirm = useConfirm<FinalStep>(id);
  const needsReference = r.kind === 'buyback' && r.next.includes('completed');
  const canInspect = r.next.includes('inspected') && r.kind !== 'maintenance' && r.value !== null;
  if (r.next.length === 0) return null;

  const refuse = (field: string, message: string, input: HTMLInputElement | null) => {
    setError({ message, fields: { [field]: message } });
    input?.focus();
  };

  const move = async (status: AfterSaleStatus) => {
    // A second click before the first answers must not send the step twice.
    if (sending.current) return;
    const body: AfterSaleStatusBody = { status };
    if (note.trim()) body.note = note.trim();
    if (status === 'inspected' && canInspect) {
      const typed = parseInspectedValue(inspected);
      if ('error' in typed) return refuse('inspected_value', typed.error, inspectedInput.current);
      if (typed.value !== undefined) body.inspected_value = typed.value;
    }
    if (status === 'completed' && r.kind === 'buyback') body.payout_reference = reference.trim();
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await adminSend<{ message: string }>(`after-sale/${r.id}/status`, 'POST', body);
      toast.success(`Request #${r.id} moved to ${AFTER_SALE_STATUS_LABELS[status]}.`);
      setNote('');
      setReference('');
      setInspected('');
      confirm.close();
      // A return's refund moves its order's money and documents too.
      void client.invalidateQueries({ queryKey: adminKeys.orders });
      await client.invalidateQueries({ queryKey: adminKeys.afterSale });
    } catch (e) {
      setError(toFailure(e));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const start = (status: AfterSaleStatus) => {
    if (!isFinalStep(status)) return void move(status);
    if (status === 'completed' && needsReference && !reference.trim())
      return refuse('payout_reference', AFTER_SALE_MESSAGES.payoutReference, referenceInput.current);
    setError(null);
    confirm.ask(status);
  };

  const fieldError = (name: string) => error?.fields[name];
  const lineError = error && !OWN_FIELDS.some((f) => fieldError(f)) ? error : null;
  const steps = [...r.next.filter((s) => s !== 'rejected'), ...r.next.filter((s) => s === 'rejected')];
  return (
    <div className="mt-4 space-y-2 border-t border-line pt-3">
      <Field dense optional id={`${id}-note`} label="Note to the customer" hint="Sent with the step’s SMS and e-mail." error={fieldError('note')}>
        {(describedBy, invalid) => (
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={DENSE_INPUT_CLASS}
          />
        )}
      </Field>
      {canInspect && r.value && (
        <InputField
          dense
          optional
          ref={inspectedInput}
          id={`${id}-inspected`}
          label="Inspected value (₹)"
          hint={`Empty keeps ${formatRupees(r.value.amount)}${r.kind === 'return' ? ', the pieces’ share of the order total' : ' by the buyback rules'}; enter less for wear or a missing stone.`}
          error={fieldError('inspected_value')}
          inputMode="decimal"
          autoComplete="off"
          value={inspected}
          onChange={(e) => setInspected(e.target.value)}
        />
      )}
      {needsReference && (
        <InputField
          dense
          ref={referenceInput}
          id={`${id}-ref`}
          label="Payout reference (bank transfer)"
          hint="Required to complete: the reference of the transfer that paid the customer."
          error={fieldError('payout_reference')}
          required
          maxLength={100}
          autoComplete="off"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      )}
      <StatusLine error={lineError} />
      {confirm.asking ? (
        <ConfirmStep
          id={`${id}-confirm`}
          small
          danger={confirm.asking === 'rejected'}
          question={confirmQuestion(r, confirm.asking, { note: note.trim() !== '', reference: reference.trim() })}
          confirmLabel={confirm.asking === 'rejected' ? 'Reject request' : 'Complete request'}
          busy={busy}
          onConfirm={() => void move(confirm.asking ?? 'rejected')}
          onCancel={confirm.close}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {steps.map((status) => (
            <button
              key={status}
              id={isFinalStep(status) ? confirm.triggerId(status) : undefined}
              type="button"
              disabled={busy}
              onClick={() => start(status)}
              className={status === 'rejected' ? `btn btn-outline border-danger! text-danger! ${SMALL}` : `btn btn-primary ${SMALL}`}
            >
              {AFTER_SALE_ACTIONS[status]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
