import { ListSkeleton, LoginNotice, Notice, PageFrame } from '../../../components/layouts/account-frame';
import { useAccountState } from '../../../lib/session/use-me';
import { useAddressBook, useGoldExchanges, useGoldRates } from '../api/gold-exchange';
import { EstimateForm } from '../components/estimate-form';
import { LotCard } from '../components/lot-card';

/**
 * /gold-exchange (issue 39): old gold in. The customer describes their gold and sees the estimate
 * as they type, asks for an insured collection or brings it in, then follows each lot: tested,
 * valued (accept it as store credit, or decline and get it back), credited with its voucher.
 */
export function GoldExchangePage() {
  const account = useAccountState();
  const signedIn = account.kind === 'signed-in';
  const rates = useGoldRates(signedIn);
  const lots = useGoldExchanges(signedIn);
  const addresses = useAddressBook(signedIn);
  const frame = (children: React.ReactNode) => (
    <PageFrame width="narrow" eyebrow="Old gold" title="Exchange your old gold" documentTitle="Old gold">
      {children}
    </PageFrame>
  );
  if (account.kind === 'signed-out') return frame(<LoginNotice message="Please log in to get an estimate for your old gold." />);
  if (account.kind === 'checking' || rates.isPending || lots.isPending || addresses.isPending) return frame(<ListSkeleton label="Loading your old gold" />);
  if (rates.isError) return frame(<Notice message={rates.error.message} />);
  if (lots.isError) return frame(<Notice message={lots.error.message} />);

  return frame(
    <div className="space-y-10">
      <p className="text-center text-sm text-ink-soft">
        Turn old jewellery, coins or bars into store credit for your next piece. We test the purity (XRF) and weigh the gold in the shop; you accept the value before anything is
        credited, or we return your gold.
      </p>
      {rates.data.buy_rates ? (
        <EstimateForm rates={rates.data} addresses={addresses.data?.data ?? []} />
      ) : (
        <Notice message="We have not set today’s buy rates for old gold yet. Please come back later." />
      )}
      <section aria-labelledby="lots-title">
        <h2 id="lots-title" className="eyebrow">
          Your requests
        </h2>
        {lots.data.exchanges.length === 0 ? (
          <p className="mt-3 text-sm text-ink-soft">No requests yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {lots.data.exchanges.map((lot) => (
              <LotCard key={lot.id} lot={lot} />
            ))}
          </ul>
        )}
      </section>
    </div>,
  );
}
