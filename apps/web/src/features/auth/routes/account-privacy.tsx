import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TAX_RECORDS_KEPT_MONTHS, taxRecordsKeptUntil } from '@kanak/domain/account-data';
import { ListSkeleton, LoginNotice, PageFrame } from '../../../components/layouts/account-frame';
import { paths } from '../../../lib/paths';
import { useAccountState } from '../../../lib/session/use-me';
import { EXPORT_URL } from '../api/close-account';
import { CloseAccountForm } from '../components/close-account-form';

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-line bg-pearl p-5 desktop:p-7">
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-ink-soft">{children}</div>
    </section>
  );
}

/**
 * /account/privacy: the customer's rights under the DPDP Act 2023 (ARCHITECTURE §12) — download
 * everything held about them, and close the account, told first what goes and what the law
 * makes the shop keep (decision 055).
 */
export function AccountPrivacyPage() {
  const account = useAccountState();
  const [closing, setClosing] = useState(false);
  const frame = (children: ReactNode) => (
    <PageFrame width="narrow" eyebrow="Your data" title="Privacy and your data" documentTitle="Privacy and your data">
      {children}
    </PageFrame>
  );
  if (account.kind === 'signed-out') return frame(<LoginNotice message="Please log in to download your data or close your account." />);
  if (account.kind === 'checking') return frame(<ListSkeleton label="Loading your account" />);
  const keptUntil = longDate.format(new Date(`${taxRecordsKeptUntil(new Date())}T00:00:00Z`));

  return frame(
    <div className="space-y-6">
      <Card id="download-title" title="Download my data">
        <p>
          One file (JSON) of everything we hold about you: your profile, addresses, cart and wishlist, orders with their payments and tax
          documents, requests, store credit, the messages we sent you and your sign-ins. Your documents (invoices, identity documents,
          photos) are listed in it with links that download them while you are signed in.
        </p>
        <a href={EXPORT_URL} download className="btn btn-outline mt-2">
          Download my data
        </a>
      </Card>

      <Card id="close-title" title="Close my account">
        <h3 className="eyebrow pt-2 font-sans">What we erase at once</h3>
        <ul className="list-disc space-y-1 pl-5 marker:text-gold">
          <li>Your name, mobile number, e-mail address and password</li>
          <li>Your addresses, cart, wishlist and sign-ins on every device</li>
          <li>Your identity documents and PAN card, and the photos and images you sent us</li>
          <li>Your customisation and bulk-order requests, messages to us, and the messages we sent you</li>
        </ul>
        <p>Your mobile number and e-mail address are free at once: you can sign up with them again.</p>
        <h3 className="eyebrow pt-2 font-sans">What the law makes us keep, and for how long</h3>
        <p>
          Your orders, payments, refunds, store-credit history and tax documents (invoices, receipt vouchers, credit notes). Section 36 of
          the CGST Act requires us to keep them for {TAX_RECORDS_KEPT_MONTHS} months from the due date of the year&rsquo;s annual return:
          for an order placed this year, until {keptUntil}. They will name &ldquo;Deleted customer&rdquo; with a reference number instead of
          your name, address, phone and e-mail.
        </p>
        <p>
          While an order is still being made or delivered, or store credit is left in your{' '}
          <Link to={paths.wallet} className="text-maroon underline">
            wallet
          </Link>
          , we cannot close the account yet: we will tell you what to do first. See our{' '}
          <Link to={paths.privacy} className="text-maroon underline">
            privacy policy
          </Link>
          .
        </p>
        {closing ? (
          <CloseAccountForm onCancel={() => setClosing(false)} />
        ) : (
          <button type="button" className="btn btn-primary mt-2" onClick={() => setClosing(true)}>
            Close my account
          </button>
        )}
      </Card>
    </div>,
  );
}
