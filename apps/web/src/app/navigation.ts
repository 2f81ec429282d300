import { PRICE_MENU_LIMITS } from '@kanak/domain/catalog';
import { paths } from '../lib/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** SPEC §2 Pricing menu: Under 25K, Under 50K, Under 100K. */
export const PRICING_LINKS: NavLink[] = PRICE_MENU_LIMITS.map((limit) => ({
  label: `Under ${limit / 1000}K`,
  to: paths.priceFilter(limit),
}));

export const SERVICE_LINKS: NavLink[] = [
  { label: 'Customize With Us', to: paths.customize },
  { label: 'Bulk Order', to: paths.bulkOrder },
  { label: 'Exchange Old Gold', to: paths.goldExchange },
];

export const ACCOUNT_LINKS: NavLink[] = [
  { label: 'My Orders', to: paths.myOrders },
  { label: 'My Requests', to: paths.myRequests },
  { label: 'Wallet', to: paths.wallet },
];

/** The policy pages, linked from the mobile menu and the footer (SPEC §2). */
export const POLICY_LINKS: NavLink[] = [
  { label: 'About us', to: paths.about },
  { label: 'Privacy policy', to: paths.privacy },
  { label: 'Return, exchange & buyback', to: paths.returns },
  { label: 'Terms & conditions', to: paths.terms },
  { label: 'Cancellation policy', to: paths.cancellation },
  { label: 'Contact us', to: paths.contact },
];
