import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../../components/ui/icons';
import { SHOP_INFO } from '../../lib/shop-info';

export function FooterContact() {
  return (
    <section aria-labelledby="footer-care" className="col-span-2 desktop:col-span-1">
      <h2 id="footer-care" className="footer-heading">
        Customer care
      </h2>
      <ul className="mt-3 text-sm">
        <li>
          <a
            href={SHOP_INFO.phone.href}
            className="inline-flex min-h-tap items-center gap-3 hover:text-ivory"
          >
            <PhoneIcon className="size-5 text-gold-light" />
            {SHOP_INFO.phone.display}
          </a>
        </li>
        <li>
          <a
            href={SHOP_INFO.email.href}
            className="inline-flex min-h-tap items-center gap-3 hover:text-ivory"
          >
            <MailIcon className="size-5 text-gold-light" />
            {SHOP_INFO.email.display}
          </a>
        </li>
        <li>
          <a
            href={SHOP_INFO.chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-tap items-center gap-3 hover:text-ivory"
          >
            <ChatIcon className="size-5 text-gold-light" />
            Chat on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li className="flex min-h-tap items-center gap-3">
          <ClockIcon className="size-5 text-gold-light" />
          <span>Open {SHOP_INFO.hours}</span>
        </li>
      </ul>
    </section>
  );
}
