import { NavLink } from 'react-router';

const TABS = [
  { to: '/admin/workshop', label: 'Overview', end: true },
  { to: '/admin/workshop/karigars', label: 'Karigars' },
  { to: '/admin/workshop/metal', label: 'Gold ledger' },
];

/** The Workshop section's own pages, under its header. */
export function WorkshopTabs() {
  return (
    <nav aria-label="Workshop" className="mb-4 flex gap-1 overflow-x-auto border-b border-line">
      {TABS.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          end={t.end}
          className={({ isActive }) =>
            `-mb-px flex min-h-tap items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${
              isActive
                ? 'border-maroon text-maroon'
                : 'border-transparent text-ink-soft hover:text-maroon'
            }`
          }
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
