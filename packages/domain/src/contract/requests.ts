import { z } from 'zod';
import { MOBILE_PATTERN } from '../account.ts';
import { MESSAGES } from '../messages.ts';

/*
 * The customise, bulk-order and contact forms (SPEC §2 Forms; decision 008): what the API accepts
 * and the messages it answers with.
 */

/** An optional text field: trimmed, and empty means not given (forms send every field). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const NEED_CONTACT_MESSAGE =
  'Please give a mobile number or an e-mail address so we can reach you.';

const contactNo = optionalText(20)
  .transform((v) => v?.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .refine((v) => v === undefined || MOBILE_PATTERN.test(v), MESSAGES.phoneLogin.phone);
const email = optionalText(254).refine(
  (v) => v === undefined || z.email().safeParse(v).success,
  MESSAGES.signup.email,
);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  optionalText(20).refine(
    (v) => v === undefined || (values as readonly string[]).includes(v),
    message,
  );

/** The customise and bulk forms (SPEC §2 Forms): every field optional, but we need a way back. */
export const serviceRequestSchema = z
  .object({
    description: optionalText(4000),
    goldColor: choice(
      ['Rose', 'White', 'Yellow'] as const,
      'Please choose Rose, White or Yellow gold.',
    ),
    stone: optionalText(200),
    goldCarat: choice(['14K', '18K'] as const, 'Please choose 14K or 18K.'),
    priceRange: optionalText(100),
    name: optionalText(120),
    contactNo,
    email,
    address: optionalText(1000),
    preferredTime: optionalText(120),
  })
  .refine((r) => Boolean(r.contactNo || r.email), {
    message: NEED_CONTACT_MESSAGE,
    path: ['contactNo'],
  });
export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

/** The contact page's message form. */
export const contactMessageSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.signup.name).max(120),
    email,
    phone: contactNo,
    message: z
      .string()
      .trim()
      .min(1, 'Please write your message.')
      .max(4000, 'Please keep this under 4000 characters.'),
  })
  .refine((r) => Boolean(r.phone || r.email), { message: NEED_CONTACT_MESSAGE, path: ['phone'] });
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
