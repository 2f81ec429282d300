import type { ReactNode } from 'react';
import { ContactLink } from '../../../components/ui/contact-link';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { SHOP_INFO } from '../../../lib/shop-info';
import { ContactForm } from '../components/contact-form';

/** `/contactus` (SPEC §2): phone, mail, chat, the studio's address with a map, hours and a form. */
export function ContactPage() {
  return (
    <article
      aria-labelledby="contact-page-title"
      className="mx-auto max-w-page px-4 pt-10 pb-24 desktop:px-8 desktop:pt-16"
    >
      <title>Contact us · Kanak</title>
      <header className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">We are here to help</p>
        <h1 id="contact-page-title" className="mt-3 font-display text-3xl text-ink">
          Contact us
        </h1>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <p className="mt-4 text-ink-soft">
          Ask about a design, a size, a delivery or your order. We are open {SHOP_INFO.hours}.
        </p>
      </header>

      <div className="mx-auto mt-10 grid max-w-5xl gap-10 desktop:mt-14 desktop:grid-cols-[1fr_1.2fr] desktop:gap-14">
        <section aria-labelledby="reach-title">
          <h2 id="reach-title" className="sr-only">
            Ways to reach us
          </h2>
          <ul className="space-y-3">
            <Way
              href={SHOP_INFO.chatUrl}
              external
              icon={<ChatIcon className="size-6" />}
              title="Chat on WhatsApp"
              detail={SHOP_INFO.whatsapp.display}
            />
            <Way
              href={SHOP_INFO.phone.href}
              icon={<PhoneIcon className="size-6" />}
              title="Call us"
              detail={SHOP_INFO.phone.display}
            />
            <Way
              href={SHOP_INFO.email.href}
              icon={<MailIcon className="size-6" />}
              title="Write to us"
              detail={SHOP_INFO.email.display}
            />
          </ul>
          <div className="mt-6 rounded-sm border border-line bg-pearl p-5">
            <h3 className="eyebrow">Visit our studio</h3>
            <address className="mt-3 text-ink not-italic">
              {SHOP_INFO.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="mt-3 text-sm text-ink-soft">
              Open {SHOP_INFO.hours}. Please call ahead so a designer can meet you.
            </p>
            <a
              href={SHOP_INFO.address.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-outline mt-4 w-full sm:w-auto"
            >
              Open in Google Maps
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </section>

        <section
          aria-labelledby="message-title"
          className="rounded-sm border border-line bg-pearl p-5 desktop:p-8"
        >
          <h2 id="message-title" className="font-display text-2xl text-ink">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-soft">
            We will get back to you within one working day.
          </p>
          <ContactForm />
        </section>
      </div>
    </article>
  );
}

interface WayProps {
  href: string;
  icon: ReactNode;
  title: string;
  detail: string;
  external?: boolean;
}

function Way({ href, icon, title, detail, external = false }: WayProps) {
  return (
    <li>
      <ContactLink
        href={href}
        external={external}
        className="flex min-h-tap items-center gap-4 rounded-sm border border-line bg-pearl px-5 py-4 hover:border-gold hover:shadow-soft"
      >
        <span className="text-maroon">{icon}</span>
        <span>
          <span className="block font-display text-xl font-semibold text-ink">{title}</span>
          <span className="block text-sm text-ink-soft">{detail}</span>
        </span>
      </ContactLink>
    </li>
  );
}
