import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GOLD_COLOUR_LABELS, KARAT_LABELS } from '@kanak/domain/catalog';
import {
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@kanak/domain/contract/admin-requests';
import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminKeys, adminSend, type AdminRequest } from '../../api';
import { toFailure, type Failure } from '../../hooks/use-form-state';
import { when, words } from '../../utils/format';
import { Pill } from '../status-pill';

export const REQUEST_KIND_LABELS = {
  customize: 'Customise',
  bulk: 'Bulk order',
} as const satisfies Record<(typeof REQUEST_KINDS)[number], string>;

/** One request: who, what they asked for, and its status to move along. */
export function RequestCard({ request: r }: { request: AdminRequest }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const change = async (status: RequestStatus) => {
    setBusy(true);
    setError(null);
    try {
      await adminSend(`requests/${r.id}/status`, 'POST', { status });
      toast.success(`Request #${r.id} marked ${status}.`);
      void client.invalidateQueries({ queryKey: adminKeys.requests });
    } catch (e) {
      setError(toFailure(e));
    } finally {
      setBusy(false);
    }
  };
  const facts: [string, string | null][] = [
    ['Contact', [r.contactNo, r.email].filter(Boolean).join(' · ') || null],
    [
      'Gold',
      [goldColourLabel(r.goldColour), karatLabel(r.karat)].filter(Boolean).join(', ') || null,
    ],
    ['Stone', r.stone],
    ['Budget', r.priceRange],
    ['Call at', r.preferredTime],
    ['Address', r.address],
  ];
  return (
    <li className="rounded-sm border border-line bg-pearl p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-sans text-sm font-bold text-ink">
          #{r.id} · {REQUEST_KIND_LABELS[r.kind]} · {r.name ?? 'No name'}
        </h2>
        <Pill value={r.status} />
        <span className="ml-auto text-xs text-ink-muted">{when(r.created_at)}</span>
      </div>
      {r.description && (
        <p className="mt-2 text-sm whitespace-pre-line text-ink">{r.description}</p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-muted">{k}</dt>
              <dd className="min-w-0 break-words">{v}</dd>
            </div>
          ))}
        {r.has_image && (
          <div className="contents">
            <dt className="text-ink-muted">Image</dt>
            <dd>Attached</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 flex items-center gap-2">
        <label
          htmlFor={`req-${r.id}`}
          className="text-xs font-bold tracking-wide text-ink-soft uppercase"
        >
          Status
        </label>
        <select
          id={`req-${r.id}`}
          value={r.status}
          disabled={busy}
          onChange={(e) => void change(e.target.value as RequestStatus)}
          className={`${DENSE_INPUT_CLASS} w-auto`}
        >
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {words(s)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <div className="mt-2">
          <StatusLine error={error} />
        </div>
      )}
    </li>
  );
}

/** Requests store the API's tokens (`rose_gold`, `14k`); older rows may hold the form's words. */
const goldColourLabel = (v: string | null) =>
  v ? (GOLD_COLOUR_LABELS[v as keyof typeof GOLD_COLOUR_LABELS] ?? v) : null;
const karatLabel = (v: string | null) =>
  v ? (KARAT_LABELS[v as keyof typeof KARAT_LABELS] ?? v) : null;
