import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { countPieces } from '@kanak/domain/catalog';
import { BagIcon, HeartIcon, UserIcon } from '../../components/ui/icons';
import { useMe } from '../../lib/session/use-me';
import { cartQuery } from '../../features/cart/api/get-cart';
import { favoritesQuery } from '../../features/favorites/api/get-favorites';
import { loadAuthModal } from '../../features/auth/components/auth-slot';
import { openAuthModal } from '../../lib/session/auth-prompt';
import { paths } from '../../lib/paths';
import { ACTION, ACTION_LABEL } from './action-styles';

// A signed-in customer's name and Account menu load with their session (budget: ARCHITECTURE §6).
const AccountButton = lazy(async () => ({
  default: (await import('./account-button')).AccountButton,
}));

export function HeaderActions() {
  const user = useMe();
  // Live counts from the signed-in customer's lists (SPEC §2); 0 while logged out. The cart counts
  // pieces, as its summary does: one line of 2 is 2, not 1.
  const signedIn = user !== null;
  const wishlistCount = useQuery({ ...favoritesQuery, enabled: signedIn }).data?.data.length ?? 0;
  const cartCount = countPieces(useQuery({ ...cartQuery, enabled: signedIn }).data?.data ?? []);
  return (
    <ul className="flex items-center justify-end gap-0.5 desktop:gap-3">
      <li>
        {user ? (
          <Suspense fallback={<span className="block size-tap" />}>
            <AccountButton user={user} />
          </Suspense>
        ) : (
          // SPEC §2: the login icon opens the login modal; the link still works without script.
          <ActionLink
            to={paths.login}
            label="Sign in"
            icon={<UserIcon />}
            onClick={openModal}
            onPointerEnter={loadAuthModal}
          />
        )}
      </li>
      <li>
        <ActionLink
          to={paths.favorites}
          label="Wishlist"
          icon={<HeartIcon />}
          count={signedIn ? wishlistCount : 0}
        />
      </li>
      <li>
        <ActionLink
          to={paths.cart}
          label="Cart"
          icon={<BagIcon />}
          count={signedIn ? cartCount : 0}
        />
      </li>
    </ul>
  );
}

function openModal(event: MouseEvent) {
  // A click asking for a new tab still opens the page.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openAuthModal();
}

interface ActionLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: () => void;
}

function ActionLink({ to, label, icon, count, onClick, onPointerEnter }: ActionLinkProps) {
  return (
    <Link to={to} onClick={onClick} onPointerEnter={onPointerEnter} className={ACTION}>
      {icon}
      <span className={ACTION_LABEL}>{label}</span>
      {count !== undefined && (
        <>
          <span className="sr-only">{`, ${count} ${count === 1 ? 'item' : 'items'}`}</span>
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0 min-w-5 rounded-full bg-maroon px-1 text-center text-[0.6875rem] leading-5 font-bold text-ivory"
            >
              {count}
            </span>
          )}
        </>
      )}
    </Link>
  );
}
