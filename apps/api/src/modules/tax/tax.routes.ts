import {
  errorBodySchema,
  gstRegisterQuerySchema,
  gstr1QuerySchema,
  idParamsSchema,
  taxDocumentParamsSchema,
  taxDocumentsResponseSchema,
} from '@kanak/domain';
import { sendPdf } from '../../http-pdf.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.ts';
import { gstRegisterCsv } from './gst-register.ts';
import { gstr1Json } from './gstr1.ts';
import { taxDocumentPdf, taxDocumentsOf } from './tax.service.ts';

const tags = ['tax documents'];
const e = errorBodySchema;
const errors = { 401: e, 403: e, 404: e, 422: e };

/** The customer's own orders' GST documents (customer scope: owner only, 404 for anyone else's). */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/tax-documents',
    { schema: { tags, params: idParamsSchema, response: { 200: taxDocumentsResponseSchema, ...errors } } },
    async (request) => taxDocumentsOf(app, request.params.id, userOf(request).id),
  );
  app.get('/orders/:id/tax-documents/:docId/pdf', { schema: { tags, params: taxDocumentParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await taxDocumentPdf(app, request.params.id, request.params.docId, userOf(request).id)),
  );
};

/** The same for the shop, and the GST register for its accountant (admin scope). */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/tax-documents',
    { schema: { tags, params: idParamsSchema, response: { 200: taxDocumentsResponseSchema, ...errors } } },
    async (request) => taxDocumentsOf(app, request.params.id, null),
  );
  app.get('/orders/:id/tax-documents/:docId/pdf', { schema: { tags, params: taxDocumentParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await taxDocumentPdf(app, request.params.id, request.params.docId, null)),
  );
  app.get('/gst/register', { schema: { tags, querystring: gstRegisterQuerySchema } }, async (request, reply) => {
    const { from, to } = request.query;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="gst-register-${from}-to-${to}.csv"`)
      .send(await gstRegisterCsv(app, from, to));
  });
  app.get('/gst/gstr1', { schema: { tags, querystring: gstr1QuerySchema } }, async (request, reply) => {
    const { period } = request.query;
    const json = await gstr1Json(app, period);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="GSTR1_${json.gstin}_${period}.json"`)
      .send(JSON.stringify(json));
  });
};
