/** The shop's contact details, in one place (SPEC §1: hours; §2: chat link, phone, mail, social). */
const PHONE_DISPLAY = '+91 98200 12345';
const PHONE_DIGITS = PHONE_DISPLAY.replace(/\D/g, '');

export const SHOP_INFO = {
  name: 'Kanak',
  phone: { display: PHONE_DISPLAY, href: `tel:+${PHONE_DIGITS}` },
  email: { display: 'care@kanak.example', href: 'mailto:care@kanak.example' },
  /** WhatsApp chat with the shop's own number. */
  chatUrl: `https://wa.me/${PHONE_DIGITS}`,
  hours: '10am to 6pm, all days',
  social: [
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/kanakjewels' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/kanakjewels' },
    { id: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/kanakjewels' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@kanakjewels' },
  ],
} as const;

export type SocialNetwork = (typeof SHOP_INFO.social)[number]['id'];
