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
  MESSAGES,
  orderStageRequestSchema,
  refundRequestSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './audit.ts';
import { cancelByAdmin, deliverOrder, dispatchOrder, recordFinishedWeight, setStage } from './order-actions.ts';
import { adminOrderDetail, adminOrders } from './orders.service.ts';
import { refundOrder } from './refunds.service.ts';

const tags = ['admin'];
const e = errorBodySchema;
const action = { 200: adminOrderActionResponseSchema, 404: e, 409: e, 422: e, 502: e };

/** Orders: list, detail, production stage, finished weight, dispatch, delivery, cancel, refund. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (orderId: number, message: string) => ({ message, ...(await adminOrderDetail(app, orderId)) });

  app.get('/orders', { schema: { tags, querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } } }, async (request) =>
    adminOrders(app, request.query),
  );

  app.get('/orders/:id', { schema: { tags, params: idParamsSchema, response: { 200: adminOrderDetailSchema, 404: e } } }, async (request) =>
    adminOrderDetail(app, request.params.id),
  );

  app.post('/orders/:id/stage', { schema: { tags, params: idParamsSchema, body: orderStageRequestSchema, response: action } }, async (request) => {
    await setStage(app, actorOf(request), request.params.id, request.body.stage);
    return answer(request.params.id, MESSAGES.admin.stageUpdated);
  });

  app.post('/orders/:id/finished-weight', { schema: { tags, params: idParamsSchema, body: finishedWeightRequestSchema, response: action } }, async (request) => {
    await recordFinishedWeight(app, actorOf(request), request.params.id, request.body);
    return answer(request.params.id, MESSAGES.admin.weightRecorded);
  });

  app.post('/orders/:id/dispatch', { schema: { tags, params: idParamsSchema, body: dispatchRequestSchema, response: action } }, async (request) => {
    await dispatchOrder(app, actorOf(request), request.params.id, request.body);
    return answer(request.params.id, MESSAGES.admin.dispatched);
  });

  app.post('/orders/:id/deliver', { schema: { tags, params: idParamsSchema, response: action } }, async (request) => {
    await deliverOrder(app, actorOf(request), request.params.id);
    return answer(request.params.id, MESSAGES.admin.delivered);
  });

  app.post('/orders/:id/cancel', { schema: { tags, params: idParamsSchema, body: adminCancelRequestSchema, response: action } }, async (request) => {
    await cancelByAdmin(app, actorOf(request), request.params.id, request.body.reason);
    return answer(request.params.id, MESSAGES.admin.cancelled);
  });

  app.post('/orders/:id/refunds', { schema: { tags, params: idParamsSchema, body: refundRequestSchema, response: action } }, async (request) =>
    answer(request.params.id, await refundOrder(app, actorOf(request), request.params.id, request.body)),
  );
};
