import {
  addHolidayRequestSchema,
  addHolidayResponseSchema,
  adminHolidaysResponseSchema,
  errorBodySchema,
  holidayDateParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../admin/audit.ts';
import { addHoliday, holidays, removeHoliday } from './holidays.service.ts';

const tags = ['admin'];
const e = errorBodySchema;

/** The shop's holiday list under /api/admin (registered by admin.routes.ts, inside the admin guard). */
export const adminHolidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/holidays', { schema: { tags, response: { 200: adminHolidaysResponseSchema } } }, async () => ({ holidays: await holidays(app) }));

  app.post('/holidays', { schema: { tags, body: addHolidayRequestSchema, response: { 201: addHolidayResponseSchema, 409: e, 422: e } } }, async (request, reply) =>
    reply.code(201).send({ holiday: await addHoliday(app, actorOf(request), request.body) }),
  );

  app.delete('/holidays/:date', { schema: { tags, params: holidayDateParamsSchema, response: { 204: z.null(), 404: e } } }, async (request, reply) => {
    await removeHoliday(app, actorOf(request), request.params.date);
    return reply.code(204).send(null);
  });
};
