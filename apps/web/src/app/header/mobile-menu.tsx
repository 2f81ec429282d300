import { useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Drawer } from '../../components/ui/drawer';
import { MenuIcon } from '../../components/ui/icons';
import { useProductCategories } from '../../features/catalog/api/get-categories';
import { paths } from '../../lib/paths';
import {
  ACCOUNT_LINKS,
  POLICY_LINKS,
  PRICING_LINKS,
  SERVICE_LINKS,
  type NavLink,
} from '../navigation';

const DRAWER_ID = 'mobile-menu';

/** The phone menu (≤ 768 px): every header menu plus the policy pages (SPEC §2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const categories = useProductCategories();

  const categoryLinks: NavLink[] = (categories.data ?? []).map((c) => ({
    label: c.name,
    to: paths.dashboard(c.id),
  }));

  // Following any link inside the drawer closes it.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen(true)}
        className="-ml-2 inline-flex size-tap items-center justify-center rounded-sm text-ink hover:text-maroon desktop:hidden"
      >
        <MenuIcon />
        <span className="sr-only">Menu</span>
      </button>
      <Drawer
        id={DRAWER_ID}
        title="Menu"
        open={open}
        onClose={() => setOpen(false)}
        returnFocusRef={buttonRef}
      >
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
    </>
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
