import { Link } from 'react-router';
import {
  BUYBACK_DIAMOND_PERCENT,
  BUYBACK_GEMSTONE_PERCENT,
  BUYBACK_PROCESSING_PERCENT,
} from '@kanak/domain/buyback';
import { paths } from '../../../lib/paths';
import { SHOP_INFO } from '../../../lib/shop-info';
import { Key, PolicyPage, Points, type PolicySection } from '../components/policy-page';

/** SPEC §9 Policies: return, exchange and buyback figures, word for word. */
const sections: PolicySection[] = [
  {
    id: 'returns',
    title: '15-day returns',
    body: (
      <>
        <p>
          Every piece is made for you, and checked twice before it leaves our studio. If a piece
          reaches you with a defect that was present before delivery, you may return it within{' '}
          <Key>15 days</Key> of delivery.
        </p>
        <Points>
          <li>
            Write to us or chat with us within the 15 days, with your order number and photographs
            of the defect.
          </li>
          <li>
            Keep the piece unworn and unaltered, with its certificate, hallmark card and original
            packaging.
          </li>
          <li>We arrange an insured pickup from your address at no cost to you.</li>
        </Points>
      </>
    ),
  },
  {
    id: 'inspection',
    title: 'Inspection and refund',
    body: (
      <>
        <p>
          Once the piece reaches our studio, our quality team inspects it within{' '}
          <Key>7–10 days</Key> and tells you what they found.
        </p>
        <p>
          If the defect is confirmed, we refund the full amount you paid to your original payment
          method within <Key>7–10 working days</Key>. Your bank may take a few more days to show it.
        </p>
        <p>
          Wear and tear, damage after delivery, resizing or alteration by anyone other than Kanak,
          and pieces made to your own design are not covered by a defect return; they remain covered
          by exchange and buyback below.
        </p>
      </>
    ),
  },
  {
    id: 'exchange',
    title: 'Exchange',
    body: (
      <>
        <p>
          You may exchange a Kanak piece for another design for <Key>5 years</Key> from the date of
          your invoice. We value the returned piece at the day’s rates, exactly as for buyback, and
          apply that value to your new piece.
        </p>
        <p>Please bring or send the original invoice and the diamond certificate with the piece.</p>
      </>
    ),
  },
  {
    id: 'buyback',
    title: 'Buyback',
    body: (
      <>
        <p>
          Buyback is valid for <Key>5 years</Key> from the date of your invoice. We value your piece
          as follows:
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-72 border-collapse text-left text-sm">
            <caption className="sr-only">Buyback values</caption>
            <thead>
              <tr className="border-b border-line-strong text-ink">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Part of the piece
                </th>
                <th scope="col" className="py-2 font-semibold">
                  We pay
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  Gold
                </th>
                <td className="py-2">The day’s rate for its weight and purity</td>
              </tr>
              <tr className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  Diamonds
                </th>
                <td className="py-2">
                  <Key>{BUYBACK_DIAMOND_PERCENT}%</Key> of the current diamond value
                </td>
              </tr>
              <tr className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  Gemstones
                </th>
                <td className="py-2">
                  <Key>{BUYBACK_GEMSTONE_PERCENT}%</Key> of the current gemstone value
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          A <Key>{BUYBACK_PROCESSING_PERCENT}% processing charge</Key> is deducted from the buyback
          value. Making charges and GST are not refundable.
        </p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Store credit',
    body: (
      <p>
        If you choose store credit instead of an immediate exchange, the credit is yours to use on
        any design. Credits are <Key>redeemable for cash after 3 months</Key> from the date they are
        issued, less the processing charge above.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'How to start',
    body: (
      <p>
        Call us on{' '}
        <a className="text-maroon underline" href={SHOP_INFO.phone.href}>
          {SHOP_INFO.phone.display}
        </a>
        , write to{' '}
        <a className="text-maroon underline" href={SHOP_INFO.email.href}>
          {SHOP_INFO.email.display}
        </a>{' '}
        or visit our{' '}
        <Link className="text-maroon underline" to={paths.contact}>
          contact page
        </Link>
        . We are open {SHOP_INFO.hours}.
      </p>
    ),
  },
];

/** `/return-policy` (SPEC §2). */
export function ReturnPolicyPage() {
  return (
    <PolicyPage
      eyebrow="Our promise"
      title="Return, exchange and buyback"
      documentTitle="Return policy"
      updated="1 April 2025"
      intro={
        <p>
          Fine jewellery should be a lifelong asset. Here is how we stand behind every piece we
          make.
        </p>
      }
      sections={sections}
    />
  );
}
