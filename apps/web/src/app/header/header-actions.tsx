import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BagIcon, HeartIcon, UserIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';

// Wishlist and cart counts come from the signed-in customer's lists once auth lands; 0 until then.
const WISHLIST_COUNT = 0;
const CART_COUNT = 0;

export function HeaderActions() {
  return (
    <ul className="flex items-center justify-end gap-0.5 desktop:gap-3">
      <li>
        <ActionLink to={paths.login} label="Sign in" icon={<UserIcon />} />
      </li>
      <li>
        <ActionLink
          to={paths.favorites}
          label="Wishlist"
          icon={<HeartIcon />}
          count={WISHLIST_COUNT}
        />
      </li>
      <li>
        <ActionLink to={paths.cart} label="Cart" icon={<BagIcon />} count={CART_COUNT} />
      </li>
    </ul>
  );
}

interface ActionLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
}

function ActionLink({ to, label, icon, count }: ActionLinkProps) {
  return (
    <Link
      to={to}
      className="relative flex min-h-tap min-w-tap flex-col items-center justify-center gap-0.5 rounded-sm px-1 text-ink hover:text-maroon"
    >
      {icon}
      <span className="text-[0.6875rem] font-semibold tracking-wider uppercase max-desktop:sr-only">
        {label}
      </span>
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
