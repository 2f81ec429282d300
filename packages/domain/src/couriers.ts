/**
 * The couriers an Indian jeweller ships by, each with the public page that tracks a consignment.
 * `{tracking}` in a template is replaced by the URL-encoded tracking number. India Post's tracking
 * page is a form that takes no number in its address, so its link opens the form and the customer
 * pastes the number shown beside it.
 */
export const COURIERS = [
  { name: 'Sequel Logistics', trackingUrl: 'https://sequel247.com/track?awb={tracking}' },
  { name: 'BVC Logistics', trackingUrl: 'https://www.bvclogistics.com/tracking?awb={tracking}' },
  { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={tracking}' },
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{tracking}' },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno={tracking}' },
  {
    name: 'India Post (Speed Post)',
    trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
] as const satisfies readonly { name: string; trackingUrl: string }[];

export type Courier = (typeof COURIERS)[number];

/**
 * The page that tracks `trackingNumber` with `courier` (matched by name, any case, outer spaces
 * ignored), or null when the courier is not one of COURIERS or there is no number to track.
 */
export function trackingUrl(courier: string | null, trackingNumber: string | null): string | null {
  const number = trackingNumber?.trim();
  const name = courier?.trim().toLowerCase();
  if (!number || !name) return null;
  const known = COURIERS.find((c) => c.name.toLowerCase() === name);
  return known ? known.trackingUrl.replaceAll('{tracking}', encodeURIComponent(number)) : null;
}
