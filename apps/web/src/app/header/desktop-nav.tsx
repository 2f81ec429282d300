import { Link, NavLink } from 'react-router';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { useProductCategories } from '../../features/catalog/api/get-categories';
import { paths } from '../../lib/paths';
import { ACCOUNT_LINKS, PRICING_LINKS, SERVICE_LINKS, type NavLink as Item } from '../navigation';

/** Menus of SPEC §2 for wide screens: Category, Pricing, Customize With Us, Bulk Order, Account. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden border-t border-line desktop:block">
      <ul className="flex items-center justify-center gap-x-10">
        <li>
          <DisclosureMenu label="Category">
            {(close) => <CategoryLinks onFollow={close} />}
          </DisclosureMenu>
        </li>
        <li>
          <DisclosureMenu label="Pricing">
            {(close) => <MenuLinks links={PRICING_LINKS} onFollow={close} />}
          </DisclosureMenu>
        </li>
        {SERVICE_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav-link inline-flex min-h-tap items-center">
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <DisclosureMenu label="Account" align="end">
            {(close) => <MenuLinks links={ACCOUNT_LINKS} onFollow={close} />}
          </DisclosureMenu>
        </li>
      </ul>
    </nav>
  );
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

function MenuLinks({ links, onFollow }: { links: Item[]; onFollow: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onFollow}
            className="flex min-h-tap items-center px-5 text-sm text-ink hover:bg-maroon-tint hover:text-maroon focus-visible:-outline-offset-2"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
