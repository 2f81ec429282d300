import {
  adminCancelRequestSchema,
  adminOrderActionResponseSchema,
  adminOrderDetailSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  dispatchRequestSchema,
  errorBodySchema,
  finishedWeightRequestSchema,
  idParamsSchema,
  orderStageRequestSchema,
  refundRequestSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expireStaleOrders } from '../orders/expiry.ts';
import { cancelByAdmin, deliverOrder, dispatchOrder, recordFinishedWeight, setStage } from './order-actions.ts';
import { adminOrderDetail, listAdminOrders } from './orders.service.ts';
import { refundOrder } from './refunds.service.ts';

const tags = ['admin'];
const e = errorBodySchema;
const action = { 200: adminOrderActionResponseSchema, 404: e, 409: e, 422: e, 502: e };

/** Orders: list, detail, production stage, finished weight, dispatch, delivery, cancel, refund. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answer = async (orderId: number, message: string) => ({ message, ...(await adminOrderDetail(db, orderId)) });

  app.get('/orders', { schema: { tags, querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } } }, async (request) => {
    await expireStaleOrders(db);
    return listAdminOrders(db, request.query);
  });

  app.get('/orders/:id', { schema: { tags, params: idParamsSchema, response: { 200: adminOrderDetailSchema, 404: e } } }, async (request) =>
    adminOrderDetail(db, request.params.id),
  );

  app.post('/orders/:id/stage', { schema: { tags, params: idParamsSchema, body: orderStageRequestSchema, response: action } }, async (request) => {
    await setStage(app, request, request.params.id, request.body.stage);
    return answer(request.params.id, 'Stage updated. The customer has been told.');
  });

  app.post('/orders/:id/finished-weight', { schema: { tags, params: idParamsSchema, body: finishedWeightRequestSchema, response: action } }, async (request) => {
    await recordFinishedWeight(app, request, request.params.id, request.body);
    return answer(request.params.id, 'Finished weight recorded. The customer has been told the new balance and may cancel within 24 hours.');
  });

  app.post('/orders/:id/dispatch', { schema: { tags, params: idParamsSchema, body: dispatchRequestSchema, response: action } }, async (request) => {
    await dispatchOrder(app, request, request.params.id, request.body);
    return answer(request.params.id, 'Order dispatched. The customer has the tracking number.');
  });

  app.post('/orders/:id/deliver', { schema: { tags, params: idParamsSchema, response: action } }, async (request) => {
    await deliverOrder(app, request, request.params.id);
    return answer(request.params.id, 'Order marked delivered.');
  });

  app.post('/orders/:id/cancel', { schema: { tags, params: idParamsSchema, body: adminCancelRequestSchema, response: action } }, async (request) => {
    await cancelByAdmin(app, request, request.params.id, request.body.reason);
    return answer(request.params.id, 'Order cancelled.');
  });

  app.post('/orders/:id/refunds', { schema: { tags, params: idParamsSchema, body: refundRequestSchema, response: action } }, async (request) => {
    const outcome = await refundOrder(app, request, request.params.id, request.body);
    return answer(request.params.id, outcome.message);
  });
};
