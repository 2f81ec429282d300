import { TaxDocumentsList } from '../../../components/tax-documents-list';
import { taxDocumentPdfUrl, useTaxDocuments } from '../api/get-tax-documents';

/** "Tax documents": the receipt for each payment, the tax invoice once dispatched, refunds' vouchers. */
export function TaxDocumentsBlock({ orderId }: { orderId: number }) {
  const query = useTaxDocuments(orderId, true);
  const documents = query.data?.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="tax-documents-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
      <h2 id="tax-documents-title" className="eyebrow">
        Tax documents
      </h2>
      <div className="mt-3 text-sm">
        <TaxDocumentsList documents={documents} pdfUrl={taxDocumentPdfUrl(orderId)} />
      </div>
    </section>
  );
}
