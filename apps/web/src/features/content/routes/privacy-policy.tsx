import { Link } from 'react-router';
import { TAX_RECORDS_KEPT_MONTHS, taxRecordsKeptUntil } from '@kanak/domain/account-data';
import { paths } from '../../../lib/paths';
import { SHOP_INFO } from '../../../lib/shop-info';
import { Key, PolicyPage, Points, type PolicySection } from '../components/policy-page';

const mail = (
  <a className="text-maroon underline" href={SHOP_INFO.email.href}>
    {SHOP_INFO.email.display}
  </a>
);

/** An order of the financial year 2026-27 (placed in its first month), as the example. */
const keptUntil = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${taxRecordsKeptUntil(new Date('2026-04-15T00:00:00Z'))}T00:00:00Z`),
);

const sections: PolicySection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <Points>
        <li>
          Your name, e-mail address and mobile number when you create an account or write to us.
        </li>
        <li>
          Delivery addresses, and the identity documents (and PAN card where required) needed for an
          order.
        </li>
        <li>
          Your cart, favourites and orders, and the designs you share with our customisation team.
        </li>
        <li>
          Payment references from our payment partner. We never see or store your card number or UPI
          PIN.
        </li>
      </Points>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <Points>
        <li>
          To make, deliver and service your jewellery, and to send order updates by SMS and e-mail.
        </li>
        <li>To meet Indian tax and anti-money-laundering rules for high-value purchases.</li>
        <li>To answer your questions and requests. We send offers only if you ask us to.</li>
      </Points>
    ),
  },
  {
    id: 'documents',
    title: 'Your identity documents',
    body: (
      <p>
        PAN cards and identity documents are <Key>encrypted at rest</Key>, never published, and
        opened only by you and our compliance staff. Every access is logged. They are deleted, with
        their files, when you close your account.
      </p>
    ),
  },
  {
    id: 'keep',
    title: 'How long we keep it',
    body: (
      <Points>
        <li>
          Your name, mobile number, e-mail address, addresses, cart, wishlist, identity documents,
          requests and the messages we sent you: <Key>until you close your account</Key>. Closing
          erases them at once, and your number and e-mail can be used to sign up again.
        </li>
        <li>
          Orders, payments, refunds, store credit and tax documents (invoices, receipt vouchers,
          credit notes): <Key>{TAX_RECORDS_KEPT_MONTHS} months</Key> from the due date of the annual
          GST return of their financial year, as section 36 of the CGST Act requires (an order placed
          between April 2026 and March 2027 is kept until {keptUntil}). Once your account is closed
          they name a pseudonym, not you.
        </li>
        <li>
          While an order is being made or delivered, or store credit is left in your wallet, we keep
          your account so that we can reach you and pay you.
        </li>
      </Points>
    ),
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: (
      <p>
        Only with those who help us serve you: our payment partner, our insured courier, and the SMS
        and e-mail services that carry our messages. We do not sell your data, and we share it with
        authorities only when the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use one essential cookie to keep you signed in. We do not use advertising or tracking
        cookies.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Under the Digital Personal Data Protection Act, 2023, you may see, correct or erase your
        data, or withdraw consent. Signed in, you can download everything we hold about you and
        close your account yourself under{' '}
        <Link className="text-maroon underline" to={paths.accountPrivacy}>
          Privacy and your data
        </Link>
        ; or write to {mail}. We reply within 30 days.
      </p>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievance officer',
    body: (
      <p>
        Grievance Officer, {SHOP_INFO.legalName}, {SHOP_INFO.address.lines.slice(1).join(', ')}.
        E-mail {mail}, phone{' '}
        <a className="text-maroon underline" href={SHOP_INFO.phone.href}>
          {SHOP_INFO.phone.display}
        </a>
        , {SHOP_INFO.hours}.
      </p>
    ),
  },
];

/** `/privacy-policy` (SPEC §2). */
export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      eyebrow="Your data"
      title="Privacy policy"
      documentTitle="Privacy policy"
      updated="27 November 2026"
      intro={
        <p>
          We ask only for what we need to make and deliver your jewellery, and we guard it like the
          jewellery itself.
        </p>
      }
      sections={sections}
    />
  );
}
