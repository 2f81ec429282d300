import { Panel } from '../../../../components/ui/panel';
import { TaxDocumentsList } from '../../../../components/tax-documents-list';
import { useOrderTaxDocuments } from '../../api';

/** The order's GST documents as issued: receipt vouchers, the invoice, credit notes, refund vouchers. */
export function TaxDocumentsPanel({ orderId }: { orderId: number }) {
  const query = useOrderTaxDocuments(orderId);
  const documents = query.data?.documents ?? [];
  return (
    <Panel title="Tax documents" id="o-tax">
      {query.isPending ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : query.isError ? (
        <p className="text-sm text-error">{query.error.message}</p>
      ) : documents.length === 0 ? (
        <p className="text-sm text-ink-muted">None yet: a receipt voucher is issued with the first payment.</p>
      ) : (
        <div className="text-sm">
          <TaxDocumentsList documents={documents} pdfUrl={(docId) => `/api/admin/orders/${orderId}/tax-documents/${docId}/pdf`} />
        </div>
      )}
    </Panel>
  );
}
