import { z } from 'zod';
import { MOBILE_PATTERN } from '../account.ts';
import { GOLD_COLOURS, KARATS, type GoldColour, type Karat } from '../catalog.ts';
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
/**
 * An optional choice read in any spelling a client uses, stored as the API's own token: the
 * SPEC's form sends `Rose` and `14K`, every other route `rose_gold` and `14k`, people type
 * `Rose Gold` or `14 KT`. `spellings` maps a squeezed spelling (lower case, no spaces,
 * underscores or hyphens) to the token.
 */
const choice = <T extends string>(spellings: Record<string, T>, message: string) =>
  optionalText(20)
    .transform((v) => (v === undefined ? undefined : (spellings[v.toLowerCase().replace(/[\s_-]/g, '')] ?? null)))
    .refine((v) => v !== null, message)
    .transform((v) => v ?? undefined);

const GOLD_COLOUR_SPELLINGS = Object.fromEntries(
  GOLD_COLOURS.flatMap((token) => {
    const plain = token.replace('_gold', '');
    return [[plain, token], [`${plain}gold`, token]];
  }),
) as Record<string, GoldColour>;
const KARAT_SPELLINGS = Object.fromEntries(
  KARATS.flatMap((token) => {
    const n = token.replace('k', '');
    return [[`${n}k`, token], [`${n}kt`, token], [`${n}karat`, token], [`${n}carat`, token]];
  }),
) as Record<string, Karat>;

/** The customise and bulk forms (SPEC §2 Forms): every field optional, but we need a way back. */
export const serviceRequestSchema = z
  .object({
    description: optionalText(4000),
    goldColor: choice(GOLD_COLOUR_SPELLINGS, 'Please choose Rose, White or Yellow gold.'),
    stone: optionalText(200),
    goldCarat: choice(KARAT_SPELLINGS, 'Please choose 14K or 18K.'),
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
