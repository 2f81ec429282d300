import {
  addressesResponseSchema,
  addressFieldsSchema,
  addressSavedResponseSchema,
  errorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  updateAddressRequestSchema,
  type AddressFields,
} from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartFields } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { addAddress, changeAddress, deleteAddress, viewAddresses } from './addresses.service.ts';

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ['addresses'];

/**
 * The address book (SPEC §7; ARCHITECTURE §5). Older addresses are kept and the latest created or
 * updated one is the default; deleting hides an address but keeps it for the orders that used it.
 * Every statement filters by the session's user, so another customer's id answers 404.
 */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses',
    { schema: { tags, response: { 200: addressesResponseSchema, ...errors } } },
    async (request) => viewAddresses(app, userOf(request).id),
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
    async (request, reply) => reply.code(201).send(await addAddress(app, userOf(request).id, request.body)),
  );

  const update = async (
    request: FastifyRequest & { params: { id: number }; body: AddressFields },
  ) => changeAddress(app, userOf(request).id, request.params.id, request.body);
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
    async (request) => deleteAddress(app, userOf(request).id, request.params.id),
  );
};
