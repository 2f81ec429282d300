import { SHOP_INFO } from '../../../lib/shop-info';
import { Key, PolicyPage, Points, type PolicySection } from '../components/policy-page';

const mail = (
  <a className="text-maroon underline" href={SHOP_INFO.email.href}>
    {SHOP_INFO.email.display}
  </a>
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
        opened only by you and our compliance staff. Every access is logged. We keep them for as
        long as tax law requires, then delete them.
      </p>
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
        Under the Digital Personal Data Protection Act, 2023, you may ask to see, correct or erase
        your data, or withdraw consent, by writing to {mail}. We reply within 30 days.
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
      updated="1 April 2025"
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
