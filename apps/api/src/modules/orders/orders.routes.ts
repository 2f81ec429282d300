import { z } from 'zod';
import {
  advancePaymentRequestSchema,
  balancePaymentResponseSchema,
  createOrderResponseSchema,
  DOCUMENT_KINDS,
  errorBodySchema,
  idParamsSchema,
  MESSAGES,
  orderDetailResponseSchema,
  ordersResponseSchema,
  pricesChangedSchema,
  orderUpdateRequestSchema,
  orderUpdateResponseSchema,
} from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { multipartFields } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { readOrderDocument } from './documents.ts';
import { ORDER_FORM_MAX_BYTES, readOrderForm } from './order-form.ts';
import { orderDetail, ordersOf, pendingPayment } from './order-read.ts';
import { updateOrder } from './order-update.ts';
import { createOrder } from './orders.service.ts';

const tags = ['orders'];
const e = errorBodySchema;
const errors = { 401: e, 404: e, 409: e, 422: e, 502: e, 503: e };
const documentParams = idParamsSchema.extend({ kind: z.enum(DOCUMENT_KINDS) });
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** Orders with identity documents a customer may place per window (each carries up to 10 MB). */
export interface UploadRateLimit {
  max: number;
  timeWindowMs: number;
}
export const DEFAULT_UPLOAD_RATE_LIMIT: UploadRateLimit = { max: 20, timeWindowMs: 60_000 };

export interface OrdersRoutesOptions {
  uploadRateLimit?: UploadRateLimit;
}

/**
 * Orders (SPEC §4, §7; ARCHITECTURE §5). Every lookup filters by the session's user, so another
 * customer's order answers exactly like an unknown one.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, opts) => {
  const userId = (request: FastifyRequest) => userOf(request).id;
  const uploads = opts.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT;
  // Each order stores encrypted documents: a brake on filling the private storage. Counted per
  // account (the session is checked first), so customers behind one address do not share it.
  const uploadLimit = {
    rateLimit: {
      max: uploads.max,
      timeWindow: uploads.timeWindowMs,
      keyGenerator: (request: { user: { id: number } | null; ip: string }) => (request.user ? `user:${request.user.id}` : request.ip),
      errorResponseBuilder: () => new HttpError(429, MESSAGES.account.tooManyRequests),
    },
  };

  app.post(
    '/orders',
    {
      config: uploadLimit,
      bodyLimit: ORDER_FORM_MAX_BYTES,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: createOrderResponseSchema, 413: e, 415: e, 429: e, ...errors, 409: pricesChangedSchema } },
    },
    async (request, reply) => reply.code(201).send(await createOrder(app, userId(request), await readOrderForm(request))),
  );

  app.get('/orders', { schema: { tags, response: { 200: ordersResponseSchema, ...errors } } }, async (request) =>
    ordersOf(app, userId(request)),
  );

  app.get(
    '/order/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: orderDetailResponseSchema, ...errors } } },
    async (request) => orderDetail(app, userId(request), request.params.id),
  );

  const update = {
    preValidation: multipartFields,
    schema: { tags, params: idParamsSchema, body: orderUpdateRequestSchema, response: { 200: orderUpdateResponseSchema, ...errors } },
  };
  app.post('/order-update/:id', update, async (request) => updateOrder(app, userId(request), request.params.id, request.body));
  app.put('/order-update/:id', update, async (request) => updateOrder(app, userId(request), request.params.id, request.body));

  app.post(
    '/orders/:id/balance-payment',
    { schema: { tags, params: idParamsSchema, response: { 200: balancePaymentResponseSchema, ...errors } } },
    async (request) => pendingPayment(app, userId(request), request.params.id, 'balance'),
  );

  /**
   * An advance left unpaid at checkout, paid from the checkout's payment step or later from the
   * order page (decision 018); `use_credit` spends store credit on it first (issue 35 #11).
   */
  app.post(
    '/orders/:id/advance-payment',
    { schema: { tags, params: idParamsSchema, body: advancePaymentRequestSchema, response: { 200: balancePaymentResponseSchema, ...errors } } },
    async (request) => pendingPayment(app, userId(request), request.params.id, 'advance', request.body.use_credit),
  );

  /** Owner or admin only; each read is audited (ARCHITECTURE §4 identity documents). */
  app.get('/orders/:id/documents/:kind', { schema: { tags, params: documentParams } }, async (request, reply) => {
    const { kind, id } = request.params;
    const document = await readOrderDocument(app, userOf(request), { orderId: id, kind, ip: request.ip });
    // Kept byte for byte (a polyglot too), so it must never render in the shop's origin: a
    // download of the sniffed type, no sniffing, and a sandbox with nothing allowed if opened.
    return reply
      .header('Content-Type', document.mimeType)
      .header('Content-Disposition', `attachment; filename="${kind}-${document.orderId}.${EXTENSIONS[document.mimeType] ?? 'bin'}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(document.bytes);
  });
};
