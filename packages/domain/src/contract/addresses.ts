import { z } from 'zod';
import { PHONE_PATTERN } from '../account.ts';
import { INDIAN_STATES, PINCODE_PATTERN, pincodeMatchesState, pincodeStateMessage } from '../india.ts';
import { MESSAGES } from '../messages.ts';

/*
 * The address book (SPEC §3 "Address", §5 "Address", §7; ARCHITECTURE §5). A missing or blank
 * field answers SPEC's 'Please fill all fields and valid mobile number'; a present but malformed
 * one its own message. The form and the API share these rules.
 */

const { address: m } = MESSAGES;
const TEXT_MAX = 200;
const ADDRESS_MAX = 500;

/** Required: missing, wrong-typed or blank all answer the SPEC text, and stop there. */
const required = (max: number) =>
  z
    .string({ error: m.incomplete })
    .trim()
    .min(1, { message: m.incomplete, abort: true })
    .max(max, m.tooLong);

/** A control character (a newline among them) or a line or paragraph separator. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * One printed line (issue 35 item 7): a newline in a name or an area would print a line of its own
 * on tax documents and the register (a fake GSTIN), so control characters are refused.
 */
const oneLine = (max: number) => required(max).refine((v) => !CONTROL.test(v), m.oneLine);

const addressShape = z.object({
  recipient_name: oneLine(TEXT_MAX),
  landmark: oneLine(TEXT_MAX),
  mobile: required(TEXT_MAX).regex(PHONE_PATTERN, m.phone),
  pincode: required(TEXT_MAX).regex(PINCODE_PATTERN, m.pincode),
  state: required(TEXT_MAX).pipe(z.enum(INDIAN_STATES, { error: m.state })),
  area: oneLine(TEXT_MAX),
  // The street address is typed in a box of two lines: its line breaks become ", ", and any
  // other control character is refused.
  address: z
    .string({ error: m.incomplete })
    .transform((v) => v.trim().replace(/[ \t]*\r?\n[ \t\r\n]*/g, ', '))
    .pipe(oneLine(ADDRESS_MAX)),
});

/** A pincode must belong to the chosen state (India Post's postal circles): said on the pincode. */
function pincodeInState(value: { pincode: string; state: string }, ctx: z.RefinementCtx) {
  const judged = PINCODE_PATTERN.test(value.pincode) && (INDIAN_STATES as readonly string[]).includes(value.state);
  if (judged && !pincodeMatchesState(value.pincode, value.state)) {
    ctx.addIssue({ code: 'custom', path: ['pincode'], message: pincodeStateMessage(value.state) });
  }
}

export const addressFieldsSchema = addressShape.superRefine(pincodeInState);
export type AddressFields = z.infer<typeof addressFieldsSchema>;
export type AddressRequest = z.input<typeof addressFieldsSchema>;

/** POST|PUT addresses/{id}: the same fields; SPEC's client posts them with `_method=PUT`. */
export const updateAddressRequestSchema = addressShape
  .extend({ _method: z.enum(['PUT', 'put']).optional() })
  .superRefine(pincodeInState);

export const addressSchema = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  landmark: z.string(),
  mobile: z.string(),
  pincode: z.string(),
  state: z.string(),
  area: z.string(),
  address: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET addresses: newest first; the latest created or updated is the default. */
export const addressesResponseSchema = z.object({
  data: z.array(addressSchema),
  default_address_id: z.number().int().nullable(),
});
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

/** POST addresses (201) and updates (200). */
export const addressSavedResponseSchema = z.object({ message: z.string(), address: addressSchema });
export type AddressSavedResponse = z.infer<typeof addressSavedResponseSchema>;
