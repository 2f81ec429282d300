/**
 * India's 28 states and 8 union territories by their official names, states first, each group
 * alphabetical: the address form's state list and the API's check of it.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** Indian PIN codes: six digits, the first (the postal region) never 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * The states each India Post postal circle serves, by a PIN code's first two digits (three where a
 * circle's range is split). Shared circles list every state they serve: a pincode is refused only
 * when it plainly belongs elsewhere. 90–99 (the Army Postal Service) belong to no state and pass.
 */
const CIRCLES: Record<string, readonly IndianState[]> = {
  '11': ['Delhi'],
  '12': ['Haryana', 'Punjab', 'Chandigarh'],
  '13': ['Haryana', 'Punjab', 'Chandigarh'],
  '14': ['Punjab', 'Chandigarh', 'Haryana'],
  '15': ['Punjab', 'Chandigarh', 'Haryana'],
  '16': ['Punjab', 'Chandigarh', 'Haryana'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir', 'Ladakh'],
  '19': ['Jammu and Kashmir', 'Ladakh'],
  '36': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '38': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '39': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '49': ['Chhattisgarh', 'Madhya Pradesh'],
  '78': ['Assam'],
  '79': ['Arunachal Pradesh', 'Meghalaya', 'Manipur', 'Mizoram', 'Nagaland', 'Tripura', 'Assam'],
};
const ranges: [number, number, readonly IndianState[]][] = [
  [20, 28, ['Uttar Pradesh', 'Uttarakhand']],
  [30, 34, ['Rajasthan']],
  [40, 44, ['Maharashtra', 'Goa']],
  [45, 48, ['Madhya Pradesh', 'Chhattisgarh']],
  [50, 53, ['Telangana', 'Andhra Pradesh', 'Puducherry']],
  [56, 59, ['Karnataka']],
  [60, 64, ['Tamil Nadu', 'Puducherry']],
  [67, 69, ['Kerala', 'Lakshadweep', 'Puducherry']],
  [70, 74, ['West Bengal', 'Sikkim', 'Andaman and Nicobar Islands']],
  [75, 77, ['Odisha']],
  [80, 85, ['Bihar', 'Jharkhand']],
];
for (const [from, to, states] of ranges) for (let n = from; n <= to; n++) CIRCLES[String(n)] = states;

/** Whether a (well-formed) PIN code can be in `state`, by India Post's postal circles. */
export function pincodeMatchesState(pincode: string, state: string): boolean {
  const lead = Number(pincode.slice(0, 2));
  if (lead >= 90) return true;
  return (CIRCLES[pincode.slice(0, 2)] ?? []).includes(state as IndianState);
}

export const pincodeStateMessage = (state: string) => `This pincode is not in ${state}. Please check the pincode or the state.`;
