import { RequestForm } from '../components/request-form';
import { RequestPage } from '../components/request-page';

/** `/bulkorder` (SPEC §2 Forms). */
export function BulkOrderPage() {
  return (
    <RequestPage
      eyebrow="Bulk orders"
      title="Jewellery in quantity"
      documentTitle="Bulk orders"
      intro={
        <p>
          For weddings, family gifting, corporate awards and retailers: tell us what you need and we
          will quote.
        </p>
      }
      steps={[
        'Our bulk desk calls you within one working day.',
        'We send a written quotation with designs, weights and delivery dates.',
        'Production starts on your advance; larger orders are delivered in batches.',
      ]}
    >
      <RequestForm
        endpoint="bulk-order-requests"
        descriptionLabel="What would you like us to make?"
        descriptionHint="Designs, quantities and the date you need them by"
      />
    </RequestPage>
  );
}
