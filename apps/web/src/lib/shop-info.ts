/**
 * The shop's settings in one place (SPEC §1: hours; §2: chat link, phone, mail, social), read by
 * every page that prints them. The PAN threshold is not here: it is the API's configured figure
 * (`GET /api/settings`), so the terms and the checkout can never disagree (ARCHITECTURE §4).
 */
const PHONE_DISPLAY = '+91 98200 12345';
const PHONE_DIGITS = PHONE_DISPLAY.replace(/\D/g, '');
/** The WhatsApp Business line is the shop phone. */
const WHATSAPP_DIGITS = PHONE_DIGITS;

const ADDRESS_LINES = [
  'Kanak Fine Jewellery LLP',
  '2nd Floor, Jewel Chambers, 14 Dhanji Street',
  'Zaveri Bazaar, Kalbadevi',
  'Mumbai 400002, Maharashtra',
] as const;

/** A WhatsApp chat with the shop, with a message already typed for the customer. */
export function whatsappUrl(
  text = 'Hello Kanak, I would like to know more about your jewellery.',
): string {
  return `https://wa.me/${WHATSAPP_DIGITS}?text=${encodeURIComponent(text)}`;
}

/** The chat message on a product page names the piece, so the studio knows what is asked about. */
export function productChatText(name: string, code: string): string {
  return `Hello Kanak, I would like to know more about ${name} (${code}).`;
}

export const SHOP_INFO = {
  name: 'Kanak',
  phone: { display: PHONE_DISPLAY, href: `tel:+${PHONE_DIGITS}` },
  email: { display: 'care@kanak.example', href: 'mailto:care@kanak.example' },
  whatsapp: { display: PHONE_DISPLAY, digits: WHATSAPP_DIGITS },
  /** WhatsApp chat with the shop's own number. */
  chatUrl: whatsappUrl(),
  hours: '10am to 6pm, all days',
  address: {
    lines: ADDRESS_LINES,
    mapUrl: `https://maps.google.com/?q=${encodeURIComponent(ADDRESS_LINES.slice(1).join(', '))}`,
  },
  /** The registered seller; its GSTIN is the API's (GET settings `gst`), never typed here. */
  legalName: 'Kanak Fine Jewellery LLP',
  social: [
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/kanakjewels' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/kanakjewels' },
    { id: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/kanakjewels' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@kanakjewels' },
  ],
} as const;

export type SocialNetwork = (typeof SHOP_INFO.social)[number]['id'];
