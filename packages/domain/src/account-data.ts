import { z } from 'zod';
import { OTP_PATTERN, PASSWORD_MAX_LENGTH } from './account.ts';
import { financialYear } from './gst.ts';

/*
 * The customer's data under the Digital Personal Data Protection Act 2023 (ARCHITECTURE §12):
 * GET account/export and DELETE account. Decision 055 says what is erased, what is kept and why.
 */

/**
 * CGST Act section 36: accounts and records are kept 72 months from the due date of the annual
 * return of the year they belong to. The annual return (GSTR-9, section 44) of a financial year
 * is due on 31 December after it ends.
 */
export const TAX_RECORDS_KEPT_MONTHS = 72;

/** The last day (India date) the tax records of the financial year of `at` must be kept. */
export function taxRecordsKeptUntil(at: Date): string {
  const start = Number(financialYear(at).slice(0, 4));
  // Annual return due 31 December of the year after the financial year starts; 72 months on.
  return `${start + 1 + TAX_RECORDS_KEPT_MONTHS / 12}-12-31`;
}

export const PRIVACY_MESSAGES = {
  /** DELETE account answers. */
  closed: 'Your account is closed. Your personal details have been erased.',
  credentialRequired: 'Please enter your password or the code we texted you.',
  wrongPassword: 'The password is incorrect.',
  noPassword: 'This account has no password. Please close it with a code sent to your mobile number.',
  otpSent: 'We have texted a code to your registered mobile number.',
  /** 409s: what the shop still owes the customer, or is still doing for them. */
  orderInProgress: (ids: number[]) =>
    `Your order${ids.length > 1 ? 's' : ''} #${ids.join(', #')} ${ids.length > 1 ? 'are' : 'is'} still in progress. ` +
    'We need to reach you until it is delivered, so please wait for delivery or cancel it before closing your account.',
  afterSaleOpen: (ids: number[]) =>
    `Your after-sale request${ids.length > 1 ? 's' : ''} #${ids.join(', #')} ${ids.length > 1 ? 'are' : 'is'} still open. ` +
    'Please wait until we have finished before closing your account.',
  creditLeft: (rupees: string) =>
    `You have ${rupees} of store credit. Spend it on an order or redeem it for cash from your wallet before closing your account: ` +
    'closing would forfeit it.',
  payoutPending: 'We are still paying out your store credit. Please wait until the transfer is made before closing your account.',
} as const;

/** DELETE account: the account's password, or the 6-digit code from POST account/close-otp. */
export const closeAccountRequestSchema = z
  .object({
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    otp: z.string().trim().regex(OTP_PATTERN, 'Please enter the 6-digit code.').optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.otp === undefined), {
    message: PRIVACY_MESSAGES.credentialRequired,
    path: ['password'],
  });
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

/** The pseudonym orders and tax documents carry once their customer closed the account. */
export const closedCustomerName = (tag: string) => `Deleted customer #${tag}`;
