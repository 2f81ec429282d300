import { useState } from 'react';
import type { OfferView } from '@kanak/domain/contract/admin-offers';
import { useCategories, useOffers } from '../api';
import { OfferForm } from '../components/offers/offer-form';
import { OfferRow } from '../components/offers/offer-row';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';

/** Offers (issue 18): making-charge and diamond-value discounts for a window in India time. */
export function OffersPage() {
  const query = useOffers();
  const categories = useCategories();
  const [editing, setEditing] = useState<OfferView | null>(null);
  const categoryName = (id: number) => categories.data?.data.find((c) => c.id === id)?.name ?? `#${id}`;
  return (
    <>
      <PageHeader
        title="Offers"
        description="Cuts of the making charge and the diamond value. An automatic offer prices every piece it covers while it runs; the best offer applies and offers never stack. Orders keep the offer they were placed under."
      />
      <div className="grid gap-4 desktop:grid-cols-[1fr_24rem] desktop:items-start">
        <QueryView query={query} isEmpty={(data) => data.offers.length === 0} empty="No offers yet.">
          {(data) => (
            <ul className="space-y-2">
              {data.offers.map((o) => (
                <OfferRow key={o.id} offer={o} categoryName={categoryName} onEdit={() => setEditing(o)} />
              ))}
            </ul>
          )}
        </QueryView>
        <OfferForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </div>
    </>
  );
}
