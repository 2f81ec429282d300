/** The account screens' text links: maroon, underlined in gold, a full tap target high. */
export const TEXT_LINK =
  'inline-flex min-h-tap items-center font-semibold text-maroon underline decoration-gold underline-offset-4 hover:decoration-maroon';

/** A button that reads as a link, greyed while it cannot be used (Resend OTP before its time). */
export const TEXT_LINK_BUTTON = `${TEXT_LINK} disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline`;
