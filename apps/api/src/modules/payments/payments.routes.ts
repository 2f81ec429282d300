import {
  errorBodySchema,
  MESSAGES,
  paymentFailureSchema,
  paymentSuccessSchema,
  sandboxCheckoutRequestSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartFields } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxId } from '../../providers/payments/sandbox.ts';
import { sandboxEvents, webhookDelivery } from './sandbox-webhooks.ts';
import { payableSandboxPayment } from './sandbox.service.ts';

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
      preValidation: multipartFields,
      schema: {
        tags: ['payments'],
        body: sandboxCheckoutRequestSchema,
        response: { 200: paymentSuccessSchema, 402: paymentFailureSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const payment = await payableSandboxPayment(app, userOf(request).id, request.body.razorpay_order_id);
      const orderId = payment.providerOrderId;
      const paymentId = sandboxId('pay_sbx_');
      if (request.body.outcome === 'failure') {
        return reply.code(402).send({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: MESSAGES.sandbox.failed,
            reason: 'payment_failed',
            source: 'customer',
            step: 'payment_authorization',
            metadata: { order_id: orderId, payment_id: paymentId },
          },
        });
      }
      deliver(sandboxEvents(orderId, paymentId, payment.amountPaise));
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: hmacHex(app.config.razorpay.keySecret, `${orderId}|${paymentId}`),
      };
    },
  );
};
