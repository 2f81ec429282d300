import { schema, type Db } from '@kanak/db';
import { defined } from '@kanak/db/testing';

/**
 * An instalment as its confirmation would have recorded it (decision 058 addendum): the money a
 * `payments` row of kind `plan_instalment`, any return of it a `refunds` row, the facts a
 * `plan_instalments` row pointing at them. Answers the instalment row.
 */
export async function recordInstalment(
  db: Db,
  v: {
    enrolmentId: number;
    providerOrderId: string;
    providerPaymentId: string;
    amountPaise: number;
    number: number | null;
    paidOn: string;
    paidAt: Date;
    voucherNumber: string | null;
    refund?: { status: 'pending' | 'processed'; providerRefundId?: string; processedAt?: Date };
  },
) {
  const [payment] = await db
    .insert(schema.payments)
    .values({
      planEnrolmentId: v.enrolmentId, kind: 'plan_instalment', provider: 'sandbox', providerOrderId: v.providerOrderId,
      providerPaymentId: v.providerPaymentId, amountPaise: v.amountPaise, status: 'paid', signatureVerifiedAt: v.paidAt,
    })
    .returning();
  const paymentId = defined(payment, 'its payment').id;
  const [refund] = v.refund
    ? await db
        .insert(schema.refunds)
        .values({ paymentId, planEnrolmentId: v.enrolmentId, amountPaise: v.amountPaise, status: v.refund.status, providerRefundId: v.refund.providerRefundId, processedAt: v.refund.processedAt })
        .returning()
    : [];
  const [row] = await db
    .insert(schema.planInstalments)
    .values({ enrolmentId: v.enrolmentId, paymentId, refundId: refund?.id ?? null, number: v.number, paidOn: v.paidOn, paidAt: v.paidAt, voucherNumber: v.voucherNumber })
    .returning();
  return defined(row, 'the instalment');
}
