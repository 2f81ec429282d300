import { DEFAULT_GST_PERCENT, DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';
import { formatRupees } from '@kanak/domain/money';
import {
  ADVANCE_MAX_PERCENT,
  ADVANCE_MIN_PERCENT,
  WEIGHT_VARIATION_PERCENT,
} from '@kanak/domain/rules';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { SHOP_INFO } from '../../../lib/shop-info';
import { useSettings } from '../../../lib/get-settings';
import { Key, PolicyPage, Points, type PolicySection } from '../components/policy-page';

/** The configured PAN threshold (ARCHITECTURE §4), never a number typed into the page. */
function PanThreshold() {
  const { data, isError } = useSettings();
  if (data) return <Key>{formatRupees(data.pan_required_above)}</Key>;
  if (isError) return <Key>the limit set by Indian tax rules</Key>;
  return (
    <span
      aria-label="Loading amount"
      className="skeleton inline-block h-4 w-20 rounded-xs align-middle"
    />
  );
}

/** The seller as the API is configured (SHOP_LEGAL_NAME, SHOP_GSTIN): the name and GSTIN on every invoice. */
function Seller() {
  const { data, isError } = useSettings();
  if (data) {
    return (
      <>
        {data.gst.legal_name}, {SHOP_INFO.address.lines.slice(1).join(', ')}. GSTIN <Key>{data.gst.gstin}</Key>,{' '}
        {data.gst.state} (state code {data.gst.state_code}).
      </>
    );
  }
  if (isError) return <>{SHOP_INFO.address.lines.join(', ')}.</>;
  return <span aria-label="Loading the seller" className="skeleton inline-block h-4 w-64 rounded-xs align-middle" />;
}

function sections(): PolicySection[] {
  return [
    {
      id: 'orders',
      title: 'Made to order',
      body: (
        <>
          <p>
            Every Kanak piece is made for you after you order it. Prices shown on the site are{' '}
            <Key>approximate</Key>: they follow the day’s gold and diamond rates and the estimated
            weight of the design.
          </p>
          <p>
            Your order is confirmed when you pay an advance of{' '}
            <Key>
              {ADVANCE_MIN_PERCENT}–{ADVANCE_MAX_PERCENT}%
            </Key>{' '}
            of the order total online. The balance is paid before dispatch through{' '}
            <Key>Complete pending payment</Key> in{' '}
            <Link className="text-maroon underline" to={paths.myOrders}>
              My Orders
            </Link>
            .
          </p>
        </>
      ),
    },
    {
      id: 'weight',
      title: 'Weight and price variation',
      body: (
        <>
          <p>
            Handmade jewellery can differ slightly from its estimate. The finished weight may vary
            by up to <Key>{WEIGHT_VARIATION_PERCENT}%</Key>, and the balance is adjusted at the
            rates locked when you ordered.
          </p>
          <p>
            We tell you of any weight difference within <Key>48 hours</Key> of finishing the piece,
            and you then have a <Key>24-hour window to cancel</Key> the order with a full refund of
            your advance.
          </p>
        </>
      ),
    },
    {
      id: 'kyc',
      title: 'PAN and identity',
      body: (
        <p>
          As required by Indian tax law, we ask for a copy of your PAN card for orders above{' '}
          <PanThreshold />, and for an identity document with every order. Documents are stored
          encrypted and seen only by our compliance team.
        </p>
      ),
    },
    {
      id: 'delivery',
      title: 'Delivery',
      body: (
        <>
          <p>
            We deliver in <Key>{DELIVERY_WORKING_DAYS} working days</Key> from your advance payment,
            fully insured, free of charge anywhere in India. A tracking number is shared when your
            piece ships.
          </p>
          <p>
            Please record an unboxing video when you open the parcel. A claim that a piece or part
            of the parcel was not received must be made within <Key>24 hours</Key> of delivery, with
            the unboxing video.
          </p>
        </>
      ),
    },
    {
      id: 'quality',
      title: 'Hallmarking and certification',
      body: (
        <p>
          All our gold is BIS hallmarked with a HUID, and our diamonds are certified by IGI or SGL.
          The certificate and the hallmark details are sent with your piece.
        </p>
      ),
    },
    {
      id: 'warranty',
      title: 'Warranty and maintenance',
      body: (
        <Points>
          <li>
            A <Key>3-month warranty</Key> against manufacturing defects such as a loose setting or a
            broken clasp, from the date of delivery.
          </li>
          <li>
            <Key>Lifetime maintenance for 5 years</Key>: free cleaning, polishing and rhodium
            plating, and tightening of settings. Pickup and delivery for maintenance are at our cost
            within India.
          </li>
          <li>Repairs for accidental damage are quoted before we start work.</li>
        </Points>
      ),
    },
    {
      id: 'returns',
      title: 'Returns, exchange and cancellation',
      body: (
        <p>
          Returns, exchange and buyback follow our{' '}
          <Link className="text-maroon underline" to={paths.returns}>
            return policy
          </Link>
          ; cancellation follows our{' '}
          <Link className="text-maroon underline" to={paths.cancellation}>
            cancellation policy
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'business',
      title: 'About the seller',
      body: (
        <>
          <p>
            <Seller /> GST at {DEFAULT_GST_PERCENT}% is included in every price: CGST and SGST half each
            for delivery within the seller's state, IGST for any other, and your tax invoice shows it.
          </p>
          <p>
            These terms are governed by the laws of India; the courts of Mumbai have jurisdiction.
          </p>
        </>
      ),
    },
  ];
}

/** `/termandcondition` (SPEC §2, §9 Policies). */
export function TermsPage() {
  return (
    <PolicyPage
      eyebrow="The fine print"
      title="Terms and conditions"
      documentTitle="Terms and conditions"
      updated="1 April 2025"
      intro={
        <p>
          Plain terms for made-to-order jewellery: what you pay, when it arrives, and how we look
          after it.
        </p>
      }
      sections={sections()}
    />
  );
}
