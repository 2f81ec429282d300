import { Link } from 'react-router';
import type { NavLink as Item } from '../navigation';

/** The links inside a header menu; following one closes the menu. */
export function MenuLinks({ links, onFollow }: { links: Item[]; onFollow: () => void }) {
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
