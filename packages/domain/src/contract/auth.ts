import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  MOBILE_PATTERN,
  NAME_MAX_LENGTH,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from '../account.ts';
import { MESSAGES } from '../messages.ts';

/*
 * Account requests and answers (SPEC §5, §7; ARCHITECTURE §5). The web forms and the API import
 * the same field rules, so a message can only be worded once. Objects strip unknown keys: a
 * `role` or `user_id` sent with a form is dropped, never applied (mass assignment).
 */

const { signup, login, phoneLogin, account } = MESSAGES;

/** A required text whose missing, wrong-typed and failed checks all answer `message`. */
const text = (message: string) => z.string({ error: message });

const nameField = text(signup.name).trim().min(1, signup.name).max(NAME_MAX_LENGTH, account.nameTooLong);
const emailField = text(signup.email)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, signup.email)
  .pipe(z.email(signup.email));
const signupPhoneField = text(signup.phone).trim().regex(PHONE_PATTERN, signup.phone);
const passwordField = text(signup.password)
  .max(PASSWORD_MAX_LENGTH, account.passwordTooLong)
  .regex(PASSWORD_PATTERN, signup.password);

/** The signup fields without the confirmation check, for forms that add their own (terms box). */
export const signupFieldsSchema = z.object({
  name: nameField,
  email: emailField,
  phone_number: signupPhoneField,
  password: passwordField,
  password_confirmation: z.string({ error: account.confirmationMismatch }),
});

/** Runs the equality check even when other fields failed, so every message shows at once. */
const bothPasswordsPresent = (payload: { value: unknown }) => {
  const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
  return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
};
const confirmed = (message: string) =>
  signupFieldsSchema.refine((v) => v.password === v.password_confirmation, {
    message,
    path: ['password_confirmation'],
    when: bothPasswordsPresent,
  });

/** POST register as the API checks it; a mismatch answers the text the client maps (SPEC §8). */
export const registerRequestSchema = confirmed(account.confirmationMismatch);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The signup form's live validation: a mismatch reads 'Passwords do not match.' (SPEC §5). */
export const registerFormSchema = confirmed(signup.confirmation);

const loginEmailField = text(login.emailRequired)
  .trim()
  .min(1, login.emailRequired)
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, signup.email)
  .pipe(z.email(signup.email));

/**
 * POST login as the API checks it: presence and format only, so an account whose password
 * predates the strength rule (the configured admin) can still sign in.
 */
export const loginRequestSchema = z.object({
  email: loginEmailField,
  password: text(login.passwordRequired)
    .min(1, login.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, account.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The login form: required fields plus the signup strength rule (SPEC §5 "Login"). */
export const loginFormSchema = z.object({
  email: loginEmailField,
  password: text(login.passwordRequired).min(1, login.passwordRequired).pipe(passwordField),
});

const mobileField = text(phoneLogin.phone).trim().regex(MOBILE_PATTERN, phoneLogin.phone);

/** POST send-otp: a 10-digit Indian mobile number starting 6 to 9 (SPEC §5 "Phone login"). */
export const sendOtpRequestSchema = z.object({ phone_number: mobileField });

/**
 * POST verify-otp. The phone is checked as at signup (10 digits), because the code that finishes
 * a signup arrives on the number given there.
 */
export const verifyOtpRequestSchema = z.object({
  phone_number: text(phoneLogin.phone).trim().regex(PHONE_PATTERN, phoneLogin.phone),
  otp: text(phoneLogin.otpInvalid).trim().regex(OTP_PATTERN, phoneLogin.otpInvalid),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/**
 * POST login/code: the owner's e-mail and password while the lockout holds (decision 046); the
 * answer is the same whatever was typed and carries a challenge, genuine only for the owner.
 */
export const ownerCodeRequestSchema = loginRequestSchema;
export const ownerCodeResponseSchema = z.object({ message: z.string(), challenge: z.string() });
export type OwnerCodeResponse = z.infer<typeof ownerCodeResponseSchema>;

/** POST login/code/verify: the challenge from login/code and the code sent to the owner. */
export const ownerCodeVerifyRequestSchema = z.object({
  challenge: text(phoneLogin.otpInvalid).trim().min(1, phoneLogin.otpInvalid).max(200, phoneLogin.otpInvalid),
  otp: text(phoneLogin.otpInvalid).trim().regex(OTP_PATTERN, phoneLogin.otpInvalid),
});
export type OwnerCodeVerifyRequest = z.infer<typeof ownerCodeVerifyRequestSchema>;

/**
 * Who forgot a password: a mobile number or an e-mail address, exactly one of the two
 * (ARCHITECTURE §8). An empty field counts as absent, so one form can post both inputs.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const identifierFields = z.object({
  phone_number: z.preprocess(blankToUndefined, mobileField.optional()),
  email: z.preprocess(blankToUndefined, emailField.optional()),
});
const oneIdentifier = <T extends { phone_number?: string; email?: string }>(v: T) =>
  (v.phone_number === undefined) !== (v.email === undefined);
const identifierIssue = { message: MESSAGES.passwordReset.identifier, path: ['phone_number'] };

/** POST password/forgot: always the same answer; an OTP goes to the account's phone if one matches. */
export const passwordForgotRequestSchema = identifierFields.refine(oneIdentifier, identifierIssue);
export type PasswordForgotRequest = z.infer<typeof passwordForgotRequestSchema>;

/** POST password/reset: the OTP from password/forgot and the new password, confirmed. */
export const passwordResetRequestSchema = identifierFields
  .extend({
    otp: text(phoneLogin.otpInvalid).trim().regex(OTP_PATTERN, phoneLogin.otpInvalid),
    password: passwordField,
    password_confirmation: z.string({ error: account.confirmationMismatch }),
  })
  .refine(oneIdentifier, identifierIssue)
  .refine((v) => v.password === v.password_confirmation, {
    message: account.confirmationMismatch,
    path: ['password_confirmation'],
    when: bothPasswordsPresent,
  });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** GET email/verify?token= (the link in the verification e-mail): sends the browser to the shop's page. */
export const emailVerifyQuerySchema = z.object({ token: z.string().optional() });

/**
 * POST email/verify from that page, signed in: the link proves the inbox, the session proves the
 * account, so the address goes to the account of whoever opened the link.
 */
export const emailVerifyRequestSchema = z.object({
  token: z.string({ error: account.emailLinkInvalid }).trim().min(1, account.emailLinkInvalid).max(2000, account.emailLinkInvalid),
});
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>;

/** The user as SPEC §3 stores it after login; nothing else about an account ever leaves. */
export const accountUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** GET me: the account plus what the web app needs to decide what to show. */
export const meUserSchema = accountUserSchema.extend({
  role: z.enum(['customer', 'admin']),
  email_verified: z.boolean(),
});
export type MeUser = z.infer<typeof meUserSchema>;
export const meResponseSchema = z.object({ user: meUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const registerResponseSchema = z.object({ user_id: z.number().int(), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const sendOtpResponseSchema = z.object({
  success: z.literal(true),
  user_id: z.number().int(),
  message: z.string(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** POST login and POST verify-otp; the same token is also set as the httpOnly session cookie. */
export const authSuccessResponseSchema = z.object({
  message: z.string(),
  user: accountUserSchema,
  access_token: z.string(),
});
export type AuthSuccessResponse = z.infer<typeof authSuccessResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The outbox names one recipient at a time: a listing of everybody's codes helps nobody honest. */
const DEV_OUTBOX_TO = 'Please name the recipient: ?to=<mobile number or e-mail>.';

/** GET dev/outbox (development only): what the outbox messenger "sent", newest first. */
export const devOutboxQuerySchema = z.object({
  to: z.string({ error: DEV_OUTBOX_TO }).trim().min(1, DEV_OUTBOX_TO).max(254),
});
export const devOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      channel: z.enum(['sms', 'email', 'whatsapp']),
      body: z.string(),
      created_at: z.string(),
      /** E-mail: its subject and HTML part (the text part is `body`). */
      subject: z.string().optional(),
      html: z.string().optional(),
      /** SMS: the DLT template id; WhatsApp: the template's name and its parameters. */
      template: z.string().optional(),
      params: z.array(z.string()).optional(),
    }),
  ),
});
