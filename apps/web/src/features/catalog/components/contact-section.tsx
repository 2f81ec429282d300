import type { ReactNode } from 'react';
import { ContactLink } from '../../../components/ui/contact-link';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { SocialIcon } from '../../../components/ui/social-icons';
import { SHOP_INFO } from '../../../lib/shop-info';

/** Contact section of SPEC §2: chat link, phone, mail and social links. */
export function ContactSection() {
  return (
    <section
      aria-labelledby="contact-title"
      className="mx-auto max-w-page px-4 pt-20 desktop:px-8 desktop:pt-28"
    >
      <SectionHeading id="contact-title" eyebrow="We are here to help" title="Talk to us">
        <p>Questions about a design, a size or an order? We answer {SHOP_INFO.hours}.</p>
      </SectionHeading>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-3 sm:mt-12 sm:grid-cols-3 sm:gap-4">
        <ContactCard
          href={SHOP_INFO.chatUrl}
          external
          icon={<ChatIcon className="size-7" />}
          title="Chat on WhatsApp"
          detail="Ask a question, share a photo"
        />
        <ContactCard
          href={SHOP_INFO.phone.href}
          icon={<PhoneIcon className="size-7" />}
          title="Call us"
          detail={SHOP_INFO.phone.display}
        />
        <ContactCard
          href={SHOP_INFO.email.href}
          icon={<MailIcon className="size-7" />}
          title="Write to us"
          detail={SHOP_INFO.email.display}
        />
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        <p className="text-sm text-ink-soft">Follow our new designs</p>
        <ul className="flex gap-2">
          {SHOP_INFO.social.map((network) => (
            <li key={network.id}>
              <a
                href={network.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-tap items-center justify-center rounded-full border border-line text-maroon hover:border-maroon hover:bg-maroon-tint"
              >
                <SocialIcon network={network.id} className="size-5" />
                <span className="sr-only">{`${network.label} (opens in a new tab)`}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

interface ContactCardProps {
  href: string;
  icon: ReactNode;
  title: string;
  detail: string;
  external?: boolean;
}

function ContactCard({ href, icon, title, detail, external = false }: ContactCardProps) {
  return (
    <li>
      <ContactLink
        href={href}
        external={external}
        className="grid h-full grid-cols-[auto_1fr] items-center gap-x-4 rounded-sm border border-line bg-pearl px-5 py-4 transition-shadow duration-(--duration-quick) hover:border-gold hover:shadow-soft sm:flex sm:flex-col sm:gap-3 sm:px-6 sm:py-8 sm:text-center"
      >
        <span className="row-span-2 text-maroon">{icon}</span>
        <span className="font-display text-xl font-semibold text-ink">{title}</span>
        <span className="text-sm text-ink-soft">{detail}</span>
      </ContactLink>
    </li>
  );
}
