import type { MouseEvent, RefObject } from 'react';
import { Link } from 'react-router';
import type { AccountUser } from '@kanak/domain/contract/auth';
import { Drawer } from '../../components/ui/drawer';
import { useMe } from '../../lib/session/use-me';
import { useLogout } from '../../lib/session/use-logout';
import { useProductCategories } from '../../features/catalog/api/get-categories';
import { paths } from '../../lib/paths';
import {
  ACCOUNT_LINKS,
  POLICY_LINKS,
  PRICING_LINKS,
  SERVICE_LINKS,
  type NavLink,
} from '../navigation';

interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The phone menu's drawer: every header menu plus the policy pages (SPEC §2). */
export function MobileMenuDrawer({ id, open, onClose, returnFocusRef }: MobileMenuDrawerProps) {
  const categories = useProductCategories();
  const user = useMe();

  const categoryLinks: NavLink[] = (categories.data ?? []).map((c) => ({
    label: c.name,
    to: paths.dashboard(c.id),
  }));

  // Following any link inside the drawer closes it.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) onClose();
  }

  return (
    <Drawer id={id} title="Menu" open={open} onClose={onClose} returnFocusRef={returnFocusRef}>
      <nav aria-label="Mobile" onClick={closeOnLink} className="px-5 pt-2 pb-10">
        <LinkGroup
          title="Category"
          links={categoryLinks}
          emptyText={categories.isPending ? 'Loading…' : undefined}
        />
        <LinkGroup title="Pricing" links={PRICING_LINKS} />
        <LinkGroup title="Services" links={SERVICE_LINKS} />
        {user ? (
          <AccountGroup user={user} onLogout={onClose} />
        ) : (
          <LinkGroup
            title="Account"
            links={[
              { label: 'Sign in', to: paths.login },
              ...ACCOUNT_LINKS,
              { label: 'Wishlist', to: paths.favorites },
            ]}
          />
        )}
        <LinkGroup title="Information" links={POLICY_LINKS} />
      </nav>
    </Drawer>
  );
}

/** SPEC §2 "Account (My Orders, Logout)" for a signed-in customer, with who that is. */
function AccountGroup({ user, onLogout }: { user: AccountUser; onLogout: () => void }) {
  const logout = useLogout();
  return (
    <section className="border-b border-line py-4">
      <h3 className="eyebrow mb-1">Account</h3>
      <p className="py-2 text-sm text-ink-muted">
        Signed in as <span className="font-semibold text-ink">{user.name}</span>
      </p>
      <ul>
        {[...ACCOUNT_LINKS, { label: 'Wishlist', to: paths.favorites }].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() => {
              // The drawer closes first, so the goodbye is said on the page, not in the drawer.
              onLogout();
              logout.mutate();
            }}
            className={`${LINK} w-full text-left disabled:opacity-60`}
          >
            {logout.isPending ? 'Logging out…' : 'Logout'}
          </button>
        </li>
      </ul>
    </section>
  );
}

const LINK = 'flex min-h-tap items-center text-base text-ink hover:text-maroon';

function LinkGroup({
  title,
  links,
  emptyText,
}: {
  title: string;
  links: NavLink[];
  emptyText?: string;
}) {
  if (links.length === 0 && !emptyText) return null;
  return (
    <section className="border-b border-line py-4 last:border-b-0">
      <h3 className="eyebrow mb-1">{title}</h3>
      {links.length === 0 ? (
        <p className="py-2 text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={LINK}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
