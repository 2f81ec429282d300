import { z } from 'zod';
import { PLAN_BONUS, PLAN_MONTHS } from '../plans.ts';
import { razorResponseSchema } from './orders.ts';

/** The 11 + 1 purchase plan on the wire (ARCHITECTURE §11): rupees with their paise, dates as ISO days. */

const rupees = z.number().positive('Please enter an amount above zero.').multipleOf(0.01);

export const adminPlanBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter a name.').max(80),
    min_monthly: rupees,
    max_monthly: rupees,
    active: z.boolean(),
  })
  .refine((b) => b.min_monthly <= b.max_monthly, { message: 'The smallest monthly amount must not be above the largest.', path: ['max_monthly'] });
export type AdminPlanBody = z.infer<typeof adminPlanBodySchema>;

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  months: z.literal(PLAN_MONTHS),
  min_monthly: z.number(),
  max_monthly: z.number(),
  bonus: z.literal(PLAN_BONUS),
});
export type Plan = z.infer<typeof planSchema>;
export const adminPlanSchema = planSchema.extend({ active: z.boolean() });
export const planListSchema = z.object({ plans: z.array(planSchema) });

export const ENROLMENT_STATUSES = ['pending', 'active', 'matured', 'closed'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** `autopay`: this first payment also sets up UPI AutoPay for the later ones (decision 060). */
export const enrolBodySchema = z.object({ plan_id: z.number().int().positive(), monthly_amount: rupees, autopay: z.boolean().optional() });
/** POST plans/{id}/pay: `autopay` as at enrolment; the body may be left out. */
export const payBodySchema = z.object({ autopay: z.boolean().optional() }).nullish();
export const AUTOPAY_STATUSES = ['off', 'on', 'stopped'] as const;
/** A plan's UPI AutoPay: `offered` when the next payment may set it up; `next_debit_on` while on. */
export const autopaySchema = z.object({
  status: z.enum(AUTOPAY_STATUSES),
  since: z.string().nullable(),
  stopped_on: z.string().nullable(),
  next_debit_on: z.string().nullable(),
  offered: z.boolean(),
});
export type Autopay = z.infer<typeof autopaySchema>;
export const planConfirmBodySchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

export const instalmentSchema = z.object({
  number: z.number().int(),
  due: z.string(),
  paid_on: z.string().nullable(),
  amount: z.number(),
  /** The receipt voucher of a paid instalment, and its GST document (the PDF's id; null until issued). */
  voucher_number: z.string().nullable(),
  voucher_id: z.number().int().nullable(),
  refunded: z.boolean(),
});

export const enrolmentSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  monthly_amount: z.number(),
  enrolled_on: z.string().nullable(),
  paid_count: z.number().int(),
  paid_total: z.number(),
  missed_months: z.number().int(),
  next_due: z.string().nullable(),
  /** Why the next instalment cannot be paid today (null when it can, or once matured or closed). */
  pay_refusal: z.string().nullable(),
  maturity_date: z.string().nullable(),
  last_day: z.string().nullable(),
  /** Instalments plus the bonus: spent at checkout like store credit once matured, never cash. */
  maturity_value: z.number(),
  bonus: z.number(),
  instalments: z.array(instalmentSchema),
  closed_on: z.string().nullable(),
  /** A plan closed early: the refund voucher of what was paid back (decision 058). */
  refund_voucher: z.object({ id: z.number().int(), number: z.string(), amount: z.number() }).nullable(),
  autopay: autopaySchema,
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** The provider order for the instalment due now; `razor_response.amount` is paise, as for orders. */
/** `recurring`: the widget opens as a UPI AutoPay authorisation for this provider customer (Razorpay `recurring: 1`). */
export const planPaymentResponseSchema = z.object({
  enrolment: enrolmentSchema,
  razor_response: razorResponseSchema,
  key_id: z.string(),
  recurring: z.object({ customer_id: z.string() }).nullable(),
});
export type PlanPaymentResponse = z.infer<typeof planPaymentResponseSchema>;
export const enrolmentResponseSchema = z.object({ message: z.string(), enrolment: enrolmentSchema });
export const myPlansSchema = z.object({ enrolments: z.array(enrolmentSchema) });
export type MyPlans = z.infer<typeof myPlansSchema>;

export const adminEnrolmentSchema = enrolmentSchema.extend({ customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }) });
export const adminPlansSchema = z.object({
  plans: z.array(adminPlanSchema),
  enrolments: z.array(adminEnrolmentSchema),
  /** Open plans whose next instalment falls in this calendar month (India time). */
  due_this_month: z.array(z.number().int()),
  matured: z.array(z.number().int()),
});
export type AdminPlans = z.infer<typeof adminPlansSchema>;
