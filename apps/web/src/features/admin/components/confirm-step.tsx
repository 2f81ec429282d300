import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ConfirmStepProps {
  /** Prefix of the ids that tie the question to the step. */
  id: string;
  /** What will happen, in the shop's words: the amount, who is told. */
  question: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Something that cannot be undone in the customer's favour (a rejection): the danger colour. */
  danger?: boolean;
  small?: boolean;
}

/**
 * The second, deliberate click for a step that moves money or tells the customer: the question
 * says what will happen; focus moves to the confirm button so a keyboard or screen reader user
 * hears it, and Escape or "Go back" returns without doing anything.
 */
export function ConfirmStep({ id, question, confirmLabel, busy, onConfirm, onCancel, danger = false, small = false }: ConfirmStepProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  const size = small ? 'px-3! py-1.5! text-xs!' : '';
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-question`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
      className={`space-y-2 rounded-xs border p-3 ${danger ? 'border-danger/40 bg-maroon-tint' : 'border-gold/60 bg-gold-soft/20'}`}
    >
      <p id={`${id}-question`} className="text-sm font-semibold text-ink">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button ref={confirm} type="button" className={`btn btn-primary ${danger ? 'bg-danger!' : ''} ${size}`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={`btn btn-outline ${size}`} disabled={busy} onClick={onCancel}>
          Go back
        </button>
      </div>
    </div>
  );
}

/**
 * Which step awaits its confirmation (`asking`), and focus back on the button that asked once the
 * step is left: the id of that button is `triggerId(step)`.
 */
export function useConfirm<T extends string>(idPrefix: string) {
  const [asking, setAsking] = useState<T | null>(null);
  const last = useRef<T | null>(null);
  const triggerId = (step: T) => `${idPrefix}-${step}-trigger`;
  useEffect(() => {
    if (asking === null && last.current !== null) document.getElementById(`${idPrefix}-${last.current}-trigger`)?.focus();
    last.current = asking;
  }, [asking, idPrefix]);
  return { asking, ask: (step: T) => setAsking(step), close: () => setAsking(null), triggerId };
}
