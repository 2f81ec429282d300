import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import {
  errorBodySchema,
  ORDER_MESSAGES,
  paymentFailureSchema,
  paymentSuccessSchema,
  sandboxCheckoutRequestSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http-error.ts';
import { multipartFields } from '../../http-multipart.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxId } from '../../providers/payments/sandbox.ts';
import { sandboxEvents, webhookDelivery } from './sandbox-webhooks.ts';

/**
 * POST payments/sandbox/checkout (PAYMENT_PROVIDER=sandbox only): plays Razorpay Checkout. Success
 * answers what Checkout hands its success handler, signed with the key secret, and then delivers
 * signed webhooks to this server like Razorpay would; failure answers Checkout's error object.
 */
export const sandboxPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliver = webhookDelivery(app);

  app.post(
    '/payments/sandbox/checkout',
    {
      onRequest: app.requireUser,
      preValidation: multipartFields,
      schema: {
        tags: ['payments'],
        body: sandboxCheckoutRequestSchema,
        response: { 200: paymentSuccessSchema, 402: paymentFailureSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { payments, orders } = schema;
      const [payment] = await app.database.db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.providerOrderId, request.body.razorpay_order_id), eq(orders.userId, request.user!.id)));
      if (!payment) throw notFound(ORDER_MESSAGES.notFound);
      if (payment.payment.status === 'paid') throw new HttpError(409, 'This payment is already complete.');

      const orderId = payment.payment.providerOrderId;
      const paymentId = sandboxId('pay_sbx_');
      if (request.body.outcome === 'failure') {
        return reply.code(402).send({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            reason: 'payment_failed',
            source: 'customer',
            step: 'payment_authorization',
            metadata: { order_id: orderId, payment_id: paymentId },
          },
        });
      }
      deliver(sandboxEvents(orderId, paymentId, payment.payment.amountPaise));
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: hmacHex(app.config.razorpay.keySecret, `${orderId}|${paymentId}`),
      };
    },
  );
};
