import { useRates } from '../api';
import { PageHeader } from '../components/page-header';
import { RatesForm } from '../components/rates/rates-form';
import { QueryView } from '../components/query-view';

/** The rate card (ARCHITECTURE §4): saving re-prices every product's list price at once. */
export function RatesPage() {
  const query = useRates();
  return (
    <>
      <PageHeader
        title="Rates"
        description="Gold in ₹ per gram by colour and karat, diamonds in ₹ per carat by clarity. Saving re-prices every product’s list price; orders keep the rates they were placed at."
      />
      <QueryView query={query}>
        {(data) => (
        <RatesForm card={data.data} />
        )}
      </QueryView>
    </>
  );
}
