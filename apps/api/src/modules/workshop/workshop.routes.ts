import {
  errorBodySchema,
  idParamsSchema,
  issueJobRequestSchema,
  jobListQuerySchema,
  jobListSchema,
  jobResponseSchema,
  karigarDetailSchema,
  karigarListSchema,
  karigarRequestSchema,
  karigarResponseSchema,
  metalPurchaseRequestSchema,
  metalPurchaseResponseSchema,
  metalResponseSchema,
  receiveJobRequestSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.ts';
import { addKarigar, issueJob, jobCardPdf, jobList, karigarDetail, karigarList, receiveJob } from './jobs.service.ts';
import { metalOverview, recordPurchase } from './metal.service.ts';
import { sendPdf } from '../../http-pdf.ts';

const tags = ['workshop'];
const e = errorBodySchema;

/** The workshop's back office (ARCHITECTURE §10, issue 38): the gold ledger, karigars and job cards. */
export const adminWorkshopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metal', { schema: { tags, response: { 200: metalResponseSchema } } }, async () => metalOverview(app));
  app.post(
    '/metal/purchases',
    { schema: { tags, body: metalPurchaseRequestSchema, response: { 201: metalPurchaseResponseSchema, 422: e } } },
    async (request, reply) => reply.code(201).send(await recordPurchase(app, userOf(request).id, request.body)),
  );

  app.get('/karigars', { schema: { tags, response: { 200: karigarListSchema } } }, async () => karigarList(app));
  app.post(
    '/karigars',
    { schema: { tags, body: karigarRequestSchema, response: { 201: karigarResponseSchema, 422: e } } },
    async (request, reply) => reply.code(201).send(await addKarigar(app, request.body)),
  );
  app.get('/karigars/:id', { schema: { tags, params: idParamsSchema, response: { 200: karigarDetailSchema, 404: e, 422: e } } }, async (request) =>
    karigarDetail(app, request.params.id),
  );

  app.get('/jobs', { schema: { tags, querystring: jobListQuerySchema, response: { 200: jobListSchema, 422: e } } }, async (request) =>
    jobList(app, request.query),
  );
  app.post(
    '/orders/:id/jobs',
    { schema: { tags, params: idParamsSchema, body: issueJobRequestSchema, response: { 201: jobResponseSchema, 404: e, 409: e, 422: e } } },
    async (request, reply) => reply.code(201).send(await issueJob(app, userOf(request).id, request.params.id, request.body)),
  );
  app.post(
    '/jobs/:id/receive',
    { schema: { tags, params: idParamsSchema, body: receiveJobRequestSchema, response: { 200: jobResponseSchema, 404: e, 409: e, 422: e } } },
    async (request) => receiveJob(app, userOf(request).id, request.params.id, request.body),
  );
  app.get('/jobs/:id/pdf', { schema: { tags, params: idParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await jobCardPdf(app, request.params.id)),
  );
};
