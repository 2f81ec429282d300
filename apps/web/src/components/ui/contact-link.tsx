import type { ReactNode } from 'react';

/** A way to reach the shop (chat, phone, mail); an `external` one opens in a new tab and says so. */
export function ContactLink({
  href,
  external = false,
  className,
  children,
}: {
  href: string;
  external?: boolean | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={className}
    >
      {children}
      {external && <span className="sr-only">(opens in a new tab)</span>}
    </a>
  );
}
