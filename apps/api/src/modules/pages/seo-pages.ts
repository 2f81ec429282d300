export const DEFAULT_DESCRIPTION =
  'Kanak makes fine gold and diamond jewellery to order in India: rings, pendants, earrings, necklaces and bracelets in rose, white or yellow gold, hallmarked (HUID) with certified diamonds.';

/** Content pages (SPEC §2) and what a shared link to them says. */
export const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Kanak · Fine gold and diamond jewellery, made to order',
    description: DEFAULT_DESCRIPTION,
  },
  '/aboutus': {
    title: 'About us',
    description:
      'A Zaveri Bazaar goldsmith family and a gemologist, making fine jewellery to order.',
  },
  '/contactus': {
    title: 'Contact us',
    description: 'Call, write or chat with the Kanak studio in Mumbai, 10am to 6pm, all days.',
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description: 'How Kanak collects, uses and protects your personal information.',
  },
  '/return-policy': {
    title: 'Return, exchange and buyback policy',
    description: '15-day returns for defects, exchange and buyback for 5 years.',
  },
  '/termandcondition': {
    title: 'Terms and conditions',
    description: 'The terms on which Kanak makes and delivers jewellery to order.',
  },
  '/cancellation': {
    title: 'Cancellation policy',
    description: 'Cancel a Kanak order any time before delivery; how the advance is refunded.',
  },
  '/customizeform': {
    title: 'Customise with us',
    description: 'Share your design idea and the Kanak studio will make it for you in gold.',
  },
  '/bulkorder': {
    title: 'Bulk orders',
    description: 'Jewellery in quantity for weddings, gifting and corporate orders.',
  },
  '/ac': { title: 'Accessories', description: DEFAULT_DESCRIPTION },
};
