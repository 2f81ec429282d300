import type { MouseEvent, RefObject } from 'react';
import { Link } from 'react-router';
import { Drawer } from '../../components/ui/drawer';
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
        <LinkGroup
          title="Account"
          links={[
            { label: 'Sign in', to: paths.login },
            ...ACCOUNT_LINKS,
            { label: 'Wishlist', to: paths.favorites },
          ]}
        />
        <LinkGroup title="Information" links={POLICY_LINKS} />
      </nav>
    </Drawer>
  );
}

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
              <Link
                to={link.to}
                className="flex min-h-tap items-center text-base text-ink hover:text-maroon"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
