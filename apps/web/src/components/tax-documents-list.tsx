import type { TaxDocumentView } from '@kanak/domain/contract/tax';
import { TAX_DOCUMENT_TITLES } from '@kanak/domain/tax-documents';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/**
 * An order's GST documents (ARCHITECTURE §7), each with its PDF: the customer's receipts and
 * invoice on the order page, the same list for the shop. `pdfUrl` names the route of the reader.
 */
export function TaxDocumentsList({ documents, pdfUrl }: { documents: TaxDocumentView[]; pdfUrl: (id: number) => string }) {
  return (
    <ul className="divide-y divide-line/70">
      {documents.map((d) => (
        <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{TAX_DOCUMENT_TITLES[d.type]}</p>
            <p className="text-xs text-ink-soft">
              {d.number} · {day.format(new Date(d.issued_at))} · {money.format(d.total)}
            </p>
          </div>
          <a
            href={pdfUrl(d.id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-tap items-center text-sm font-semibold text-maroon underline underline-offset-4"
            aria-label={`Download ${TAX_DOCUMENT_TITLES[d.type]} ${d.number} (PDF)`}
          >
            Download PDF
          </a>
        </li>
      ))}
    </ul>
  );
}
