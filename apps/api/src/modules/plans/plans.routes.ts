import {
  adminPlanBodySchema,
  adminPlanSchema,
  adminPlansSchema,
  enrolBodySchema,
  enrolmentResponseSchema,
  enrolmentSchema,
  errorBodySchema,
  idParamsSchema,
  myPlansSchema,
  planConfirmBodySchema,
  planListSchema,
  planPaymentResponseSchema,
  payBodySchema,
  taxDocumentParamsSchema,
} from '@kanak/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.ts';
import { sendPdf } from '../../http-pdf.ts';
import { adminPlans, closeEarly, confirm, createPlan, editPlan, enrol, myPlan, myPlans, openPlans, payNext, planVoucherPdf, stopPlanAutopay } from './plans.service.ts';

const tags = ['plans'];
const e = errorBodySchema;
const saved = z.object({ message: z.string(), plan: adminPlanSchema });
// The same {id, docId} as an order's documents.
const voucherParams = taxDocumentParamsSchema;

/** GET plans: what anyone may enrol in (ARCHITECTURE §11). */
export const publicPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/plans', { schema: { tags, response: { 200: planListSchema } } }, async () => openPlans(app));
};

/** The customer's plans (customer scope: a customer sees and pays only their own). */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/plans/mine', { schema: { tags, response: { 200: myPlansSchema, 401: e } } }, async (request) => myPlans(app, userOf(request).id));
  app.get(
    '/plans/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: z.object({ enrolment: enrolmentSchema }), 401: e, 404: e } } },
    async (request) => myPlan(app, userOf(request).id, request.params.id),
  );
  app.post(
    '/plans/enrol',
    { schema: { tags, body: enrolBodySchema, response: { 201: planPaymentResponseSchema, 401: e, 422: e } } },
    async (request, reply) => reply.code(201).send(await enrol(app, userOf(request).id, request.body)),
  );
  app.post(
    '/plans/:id/pay',
    { schema: { tags, params: idParamsSchema, body: payBodySchema, response: { 200: planPaymentResponseSchema, 401: e, 404: e, 409: e, 422: e } } },
    async (request) => payNext(app, userOf(request).id, request.params.id, request.body?.autopay === true),
  );
  // UPI AutoPay (decision 060): set up with a payment (`autopay` on enrol or pay), stopped here.
  app.post(
    '/plans/:id/autopay/stop',
    { schema: { tags, params: idParamsSchema, response: { 200: enrolmentResponseSchema, 401: e, 404: e, 409: e, 502: e } } },
    async (request) => stopPlanAutopay(app, userOf(request).id, request.params.id),
  );
  app.post(
    '/plans/:id/confirm',
    { schema: { tags, params: idParamsSchema, body: planConfirmBodySchema, response: { 200: enrolmentResponseSchema, 401: e, 404: e, 409: e, 422: e } } },
    async (request) => confirm(app, userOf(request).id, request.params.id, request.body),
  );
  app.post(
    '/plans/:id/close',
    { schema: { tags, params: idParamsSchema, response: { 200: enrolmentResponseSchema, 401: e, 404: e, 409: e } } },
    async (request) => closeEarly(app, userOf(request).id, request.params.id),
  );
  // A plan's receipt and refund vouchers, signed (decision 058); another customer's plan is not found.
  app.get('/plans/:id/vouchers/:docId/pdf', { schema: { tags, params: voucherParams } }, async (request, reply) =>
    sendPdf(reply, await planVoucherPdf(app, request.params.id, request.params.docId, userOf(request).id)),
  );
};

/** The owner's plans and every enrolment (admin scope). */
export const adminPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/plans', { schema: { tags, response: { 200: adminPlansSchema } } }, async () => adminPlans(app));
  app.post('/plans', { schema: { tags, body: adminPlanBodySchema, response: { 201: saved, 422: e } } }, async (request, reply) =>
    reply.code(201).send(await createPlan(app, request.body)),
  );
  app.put('/plans/:id', { schema: { tags, params: idParamsSchema, body: adminPlanBodySchema, response: { 200: saved, 404: e, 422: e } } }, async (request) =>
    editPlan(app, request.params.id, request.body),
  );
  app.get('/plans/:id/vouchers/:docId/pdf', { schema: { tags, params: voucherParams } }, async (request, reply) =>
    sendPdf(reply, await planVoucherPdf(app, request.params.id, request.params.docId, null)),
  );
};
