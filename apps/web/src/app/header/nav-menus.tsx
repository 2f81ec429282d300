import { useMe } from '../../lib/session/use-me';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { useProductCategories } from '../../features/catalog/api/get-categories';
import { paths } from '../../lib/paths';
import { ACCOUNT_LINKS, PRICING_LINKS, type NavLink as Item } from '../navigation';
import { MenuLinks } from './menu-links';

export type NavMenuKind = 'category' | 'pricing' | 'account';

/** What the desktop menus hold. */
export function NavMenu({ kind, onFollow }: { kind: NavMenuKind; onFollow: () => void }) {
  if (kind === 'category') return <CategoryLinks onFollow={onFollow} />;
  if (kind === 'pricing') return <MenuLinks links={PRICING_LINKS} onFollow={onFollow} />;
  return <AccountLinks onFollow={onFollow} />;
}

function CategoryLinks({ onFollow }: { onFollow: () => void }) {
  const { data, isPending, isError } = useProductCategories();
  if (isPending) return <p className="px-5 py-3 text-sm text-ink-muted">Loading categories…</p>;
  if (isError)
    return (
      <p className="px-5 py-3 text-sm text-ink-muted">Categories are unavailable right now.</p>
    );
  const links: Item[] = [
    ...data.map((category) => ({ label: category.name, to: paths.dashboard(category.id) })),
    { label: 'All jewellery', to: paths.dashboard() },
  ];
  return <MenuLinks links={links} onFollow={onFollow} />;
}

/** SPEC §2 "Account (My Orders, Logout)"; a visitor gets Sign in in place of Logout. */
function AccountLinks({ onFollow }: { onFollow: () => void }) {
  const user = useMe();
  if (user) return <AccountMenu user={user} onFollow={onFollow} />;
  return (
    <MenuLinks
      links={[{ label: 'Sign in', to: paths.login }, ...ACCOUNT_LINKS]}
      onFollow={onFollow}
    />
  );
}
