import { NavLink } from 'react-router';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { SERVICE_LINKS } from '../navigation';
import { NavMenu, type NavMenuKind } from './nav-menus';

/** The desktop menu bar's items; the menus' contents are in nav-menus. */
export function DesktopMenuBar() {
  return (
    <ul className="flex items-center justify-center gap-x-10">
      <li>
        <Menu label="Category" kind="category" />
      </li>
      <li>
        <Menu label="Pricing" kind="pricing" />
      </li>
      {SERVICE_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="nav-link inline-flex min-h-tap items-center">
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <Menu label="Account" kind="account" align="end" />
      </li>
    </ul>
  );
}

function Menu({ label, kind, align }: { label: string; kind: NavMenuKind; align?: 'end' }) {
  return (
    <DisclosureMenu label={label} align={align}>
      {(close) => <NavMenu kind={kind} onFollow={close} />}
    </DisclosureMenu>
  );
}
