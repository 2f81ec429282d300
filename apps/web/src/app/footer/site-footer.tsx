import { Link } from 'react-router';
import { indiaDate } from '@kanak/domain/calendar';
import { DiamondIcon, HallmarkIcon } from '../../components/ui/icons';
import { useProductCategories } from '../../features/catalog/api/get-categories';
import { paths } from '../../lib/paths';
import { SHOP_INFO } from '../../lib/shop-info';
import { POLICY_LINKS, SERVICE_LINKS, type NavLink } from '../navigation';
import { FooterContact } from './footer-contact';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  const categories = useProductCategories();
  const categoryLinks: NavLink[] = (categories.data ?? []).map((c) => ({
    label: c.name,
    to: paths.dashboard(c.id),
  }));

  return (
    <footer className="surface-dark lay-out-on-approach mt-24 bg-maroon-deep text-on-dark-muted">
      <div className="mx-auto grid max-w-page grid-cols-2 gap-x-6 gap-y-10 px-5 pt-14 pb-10 desktop:grid-cols-[1.4fr_1fr_1fr_1.2fr] desktop:gap-x-10 desktop:px-8 desktop:pt-16 desktop:pb-12">
        <section aria-labelledby="footer-about" className="col-span-2 desktop:col-span-1">
          <h2
            id="footer-about"
            className="font-display text-3xl font-semibold tracking-wordmark text-ivory uppercase"
          >
            {SHOP_INFO.name}
          </h2>
          <p className="mt-3 max-w-xs text-sm">
            Fine gold and diamond jewellery, made to order for you in India.
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <HallmarkIcon className="size-5 shrink-0 text-gold-light" />
              <span>Every piece is hallmarked, with a HUID you can verify.</span>
            </li>
            <li className="flex items-start gap-3">
              <DiamondIcon className="size-5 shrink-0 text-gold-light" />
              <span>Diamonds come certified by IGI or SGL.</span>
            </li>
          </ul>
          <SocialLinks className="mt-6" />
        </section>
        <FooterLinks title="Categories" links={[...categoryLinks, ...SERVICE_LINKS]} />
        <FooterLinks title="Information" links={POLICY_LINKS} />
        <FooterContact />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-page space-y-2 px-5 pt-6 pb-28 text-xs desktop:px-8 desktop:pb-8">
          <p>
            Prices shown are approximate: every piece is made to order, so the final amount follows
            its finished weight.
          </p>
          <p>
            © {indiaDate(new Date()).slice(0, 4)} {SHOP_INFO.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {title}
      </h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-tap items-center text-sm hover:text-ivory hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
