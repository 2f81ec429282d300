import {
  CLARITIES,
  GOLD_COLOUR_LABELS,
  GOLD_COLOURS,
  KARAT_LABELS,
  KARATS,
} from '@kanak/domain/catalog';
import { formatIndiaLongDate, indiaDate } from '@kanak/domain/calendar';
import { formatRupees } from '@kanak/domain/money';
import { useRates } from '../api/get-rates';

const TH = 'py-2 pr-3 text-left font-semibold text-ink';
const TD = 'py-2 pl-3 text-right tabular-nums text-ink';

/** The rate card every price on the site is worked out from (ARCHITECTURE §4), shown openly. */
export function TodaysRates() {
  const { data } = useRates();
  if (!data) return null;
  const since = new Date(data.effective_from);

  return (
    <section
      aria-labelledby="rates-title"
      className="mx-auto max-w-page px-4 pt-20 desktop:px-8 desktop:pt-24"
    >
      <div className="mx-auto grid max-w-5xl gap-8 border-y border-line py-10 desktop:grid-cols-[4fr_5fr_4fr] desktop:gap-12">
        <div>
          <p className="eyebrow">Open pricing</p>
          <h2 id="rates-title" className="mt-2 font-display text-3xl text-ink">
            Today&rsquo;s rates
          </h2>
          <p className="mt-3 text-sm text-ink-soft">
            Prices on this site are worked out from these rates, with the making charge and GST
            shown in every price breakup.
          </p>
          <p className="mt-3 text-xs text-ink-muted">
            Rate card of <time dateTime={data.effective_from}>{formatIndiaLongDate(indiaDate(since))}</time>
          </p>
        </div>
        <table className="w-full self-start text-sm">
          <caption className="eyebrow pb-2 text-left">Gold, per gram</caption>
          <thead>
            <tr className="text-xs text-ink-muted">
              <th scope="col" className="pb-1 text-left font-semibold">
                Colour
              </th>
              {KARATS.map((karat) => (
                <th key={karat} scope="col" className="pb-1 text-right font-semibold">
                  {KARAT_LABELS[karat]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {GOLD_COLOURS.map((colour) => (
              <tr key={colour}>
                <th scope="row" className={TH}>
                  {GOLD_COLOUR_LABELS[colour]}
                </th>
                {KARATS.map((karat) => (
                  <td key={karat} className={TD}>
                    {formatRupees(data.gold_price[colour][karat])}/g
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full self-start text-sm">
          <caption className="eyebrow pb-2 text-left">Diamonds, per carat</caption>
          <thead>
            <tr className="text-xs text-ink-muted">
              <th scope="col" className="pb-1 text-left font-semibold">
                Clarity, colour
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Rate
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {CLARITIES.map((clarity) => (
              <tr key={clarity}>
                <th scope="row" className={TH}>
                  {clarity}
                </th>
                <td className={TD}>{formatRupees(data.diamond_price[clarity])}/ct</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
