import { LoadingRows } from '../../../components/ui/loading-rows';
import { useRates } from '../api';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { RatesForm } from '../components/rates/rates-form';

/** The rate card (ARCHITECTURE §4): saving re-prices every product's list price at once. */
export function RatesPage() {
  const query = useRates();
  return (
    <>
      <PageHeader
        title="Rates"
        description="Gold in ₹ per gram by colour and karat, diamonds in ₹ per carat by clarity. Saving re-prices every product’s list price; orders keep the rates they were placed at."
      />
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : (
        <RatesForm card={query.data.data} />
      )}
    </>
  );
}
