import {
  addressesResponseSchema,
  addressFieldsSchema,
  addressSavedResponseSchema,
  errorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  MESSAGES,
  updateAddressRequestSchema,
  type AddressFields,
} from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { multipartFields } from '../../http-multipart.ts';
import {
  createAddress,
  listAddresses,
  softDeleteAddress,
  updateAddress,
} from './addresses.repository.ts';

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ['addresses'];
const { address: m } = MESSAGES;

/**
 * The address book (SPEC §7; ARCHITECTURE §5). Older addresses are kept and the latest created or
 * updated one is the default; deleting hides an address but keeps it for the orders that used it.
 * Every statement filters by the session's user, so another customer's id answers 404.
 */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/addresses',
    { schema: { tags, response: { 200: addressesResponseSchema, ...errors } } },
    async (request) => {
      const data = await listAddresses(app.database, request.user!.id);
      return { data, default_address_id: data[0]?.id ?? null };
    },
  );

  app.post(
    '/addresses',
    {
      preValidation: multipartFields,
      schema: {
        tags,
        body: addressFieldsSchema,
        response: { 201: addressSavedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const address = await createAddress(app.database, request.user!.id, request.body);
      return reply.code(201).send({ message: m.submitted, address });
    },
  );

  const update = async (
    request: FastifyRequest & { params: { id: number }; body: AddressFields },
  ) => {
    const address = await updateAddress(
      app.database,
      request.user!.id,
      request.params.id,
      request.body,
    );
    if (!address) throw notFound(m.notFound);
    return { message: m.submitted, address };
  };
  const updateSchema = {
    tags,
    params: idParamsSchema,
    body: updateAddressRequestSchema,
    response: { 200: addressSavedResponseSchema, ...errors },
  };
  app.put('/addresses/:id', { preValidation: multipartFields, schema: updateSchema }, update);
  // SPEC §7's client updates with POST and `_method=PUT` (a form cannot send PUT).
  app.post('/addresses/:id', { preValidation: multipartFields, schema: updateSchema }, update);

  app.delete(
    '/addresses/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      if (!(await softDeleteAddress(app.database, request.user!.id, request.params.id)))
        throw notFound(m.notFound);
      return { message: m.deleted };
    },
  );
};
