import { Link } from 'react-router';
import { offerRibbon } from '../../../lib/offer-ribbon';
import { paths } from '../../../lib/paths';
import { useLiveOffers } from '../api/get-live-offers';

/** The offers running now, as a band on the home page; nothing while none runs. */
export function OfferBanner() {
  const { data } = useLiveOffers();
  const offers = data?.offers ?? [];
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offer-banner-title" className="mx-auto max-w-page px-4 pt-12 desktop:px-8 desktop:pt-16">
      <div className="rounded-xs border border-gold bg-gold-soft/40 px-5 py-5 text-center desktop:px-8">
        <p className="eyebrow">Offers running now</p>
        <h2 id="offer-banner-title" className="mt-2 font-display text-2xl text-ink desktop:text-3xl">
          {offers[0]?.title}
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          {offers.map((o) => (
            <li key={`${o.title}-${o.ends_at}`}>
              {offers.length > 1 && <span className="font-semibold text-ink">{o.title}: </span>}
              {offerRibbon(o)}
            </li>
          ))}
        </ul>
        <Link to={paths.dashboard()} className="btn btn-primary mt-4 inline-flex">
          Shop the offer
        </Link>
      </div>
    </section>
  );
}
