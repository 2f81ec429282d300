import { Link } from 'react-router';
import type { AccountUser } from '@kanak/domain/contract/auth';
import { paths } from '../../../lib/paths';
import { useLogout } from '../../../lib/session/use-logout';

interface AccountMenuProps {
  user: AccountUser;
  onFollow: () => void;
  /** The header's menu names who is signed in; the nav's Account menu does not repeat it. */
  greeting?: boolean;
}

const ITEM =
  'flex min-h-tap w-full items-center px-5 text-left text-sm text-ink hover:bg-maroon-tint hover:text-maroon focus-visible:-outline-offset-2 disabled:opacity-60';

/** SPEC §2 "Account (My Orders, Logout)" for a signed-in customer. */
export function AccountMenu({ user, onFollow, greeting = false }: AccountMenuProps) {
  const logout = useLogout();
  return (
    <>
      {greeting && (
        <p className="mb-1 border-b border-line px-5 pt-2 pb-3">
          <span className="block text-xs text-ink-muted">Signed in as</span>
          <span className="block font-display text-xl leading-tight text-ink">{user.name}</span>
        </p>
      )}
      <ul>
        {[
          { label: 'My Orders', to: paths.myOrders },
          { label: 'My Requests', to: paths.myRequests },
          { label: 'Wallet', to: paths.wallet },
          { label: 'Old gold', to: paths.goldExchange },
          { label: 'Messages', to: paths.accountNotifications },
          { label: 'Privacy & my data', to: paths.accountPrivacy },
        ].map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onFollow} className={ITEM}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: onFollow })}
            className={ITEM}
          >
            {logout.isPending ? 'Logging out…' : 'Logout'}
          </button>
        </li>
      </ul>
    </>
  );
}
