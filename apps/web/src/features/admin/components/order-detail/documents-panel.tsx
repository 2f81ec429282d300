import { LINK } from '../../../../components/ui/class-names';
import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';

const DOCUMENTS = [
  { kind: 'pan', label: 'PAN card' },
  { kind: 'other_document', label: 'Other document' },
] as const;

/** Links to the identity documents; the API records each opening in the audit log. */
export function DocumentsPanel({ documents }: { documents: AdminOrderDetail['documents'] }) {
  return (
    <Panel title="Identity documents" id="o-docs">
      <p className="mb-2 text-xs text-ink-muted">
        Opening a document is recorded in the audit log.
      </p>
      <ul className="space-y-1 text-sm">
        {DOCUMENTS.map(({ kind, label }) => {
          const url = documents[kind];
          return (
            <li key={kind}>
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className={`${LINK} inline-flex min-h-tap items-center`}
                >
                  {label} (opens in a new tab)
                </a>
              ) : (
                <span className="text-ink-muted">{label}: not given</span>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
