import type { AccountUser } from '@kanak/domain/contract/auth';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { UserIcon } from '../../components/ui/icons';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { ACTION, ACTION_LABEL } from './action-styles';

/**
 * SPEC §2 "user name" in the header. It opens the Account menu (My Orders, Logout). Loaded only
 * for a signed-in customer (budget: ARCHITECTURE §6).
 */
export function AccountButton({ user }: { user: AccountUser }) {
  const first = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <DisclosureMenu
      align="end"
      buttonClassName={ACTION}
      label={
        <>
          <UserIcon className="size-6 max-desktop:hidden" />
          {/* Phones have no room for a name: its initial stands in, the name is in the menu. */}
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full border border-maroon bg-maroon-tint font-display text-lg leading-none font-semibold text-maroon desktop:hidden"
          >
            {first.charAt(0).toUpperCase()}
          </span>
          <span className={`${ACTION_LABEL} max-w-28 truncate`}>
            <span className="sr-only">Account, </span>
            {first}
          </span>
        </>
      }
    >
      {(close, open) => open && <AccountMenu user={user} onFollow={close} greeting />}
    </DisclosureMenu>
  );
}
