import { CANCEL_REASONS } from '@kanak/domain/rules';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { SHOP_INFO } from '../../../lib/shop-info';
import { Key, PolicyPage, Points, type PolicySection } from '../components/policy-page';

const sections: PolicySection[] = [
  {
    id: 'when',
    title: 'When you can cancel',
    body: (
      <>
        <p>
          You can cancel an order <Key>any time before it is delivered</Key>. While your order is
          being made, open{' '}
          <Link className="text-maroon underline" to={paths.myOrders}>
            My Orders
          </Link>
          , choose the order and press <Key>Cancel Order</Key>. If the button is not shown, call or
          chat with us and we will cancel it for you.
        </p>
        <p>
          If we tell you that the finished weight differs from the estimate, you also have a 24-hour
          window to cancel from that message, whatever stage the order is at.
        </p>
      </>
    ),
  },
  {
    id: 'reasons',
    title: 'Tell us why',
    body: (
      <>
        <p>We ask for one reason when you cancel, so we can do better next time:</p>
        <Points>
          {CANCEL_REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Points>
      </>
    ),
  },
  {
    id: 'refund',
    title: 'Refund of your advance',
    body: (
      <>
        <p>
          Your advance is refunded to the card or account you paid from. We start the refund within{' '}
          <Key>2 working days</Key> of your cancellation, and it reaches you within{' '}
          <Key>7–10 working days</Key>.
        </p>
        <Points>
          <li>The whole advance comes back to you; there is no cancellation fee.</li>
          <li>If you have also paid the balance, it is refunded in the same way and time.</li>
          <li>You receive an e-mail and an SMS when the refund is sent.</li>
        </Points>
      </>
    ),
  },
  {
    id: 'help',
    title: 'Need help?',
    body: (
      <p>
        Chat with us on{' '}
        <a
          className="text-maroon underline"
          href={SHOP_INFO.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        , call{' '}
        <a className="text-maroon underline" href={SHOP_INFO.phone.href}>
          {SHOP_INFO.phone.display}
        </a>{' '}
        or write to{' '}
        <a className="text-maroon underline" href={SHOP_INFO.email.href}>
          {SHOP_INFO.email.display}
        </a>
        , {SHOP_INFO.hours}.
      </p>
    ),
  },
];

/** `/Cancellation` (SPEC §2; cancellation any time before delivery, SPEC §4). */
export function CancellationPage() {
  return (
    <PolicyPage
      eyebrow="Orders"
      title="Cancellation policy"
      documentTitle="Cancellation policy"
      updated="1 April 2025"
      intro={
        <p>
          Changed your mind? You can cancel a made-to-order piece until the day it is delivered.
        </p>
      }
      sections={sections}
    />
  );
}
