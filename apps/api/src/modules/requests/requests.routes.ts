import { errorBodySchema, messageResponseSchema, MESSAGES } from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { readMultipart } from '../../http-multipart.ts';
import type { RequestKind } from './requests.repository.ts';
import { submitContactMessage, submitRequest, type RequestForm } from './requests.service.ts';

const REQUEST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const errors = {
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};
/** Public forms anyone can post: a per-address limit keeps spam and storage abuse down. */
const limited = {
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new HttpError(429, MESSAGES.account.tooManyRequests),
  },
};

/** A photo of the wanted piece and the text fields: the body limit of the request forms. */
const REQUEST_FORM_MAX_BYTES = REQUEST_IMAGE_MAX_BYTES + 512 * 1024;

/** Reads a multipart form (the SPEC's client) or a JSON body; only the `image` file is kept. */
async function readForm(request: FastifyRequest): Promise<RequestForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
    return { fields };
  }
  const form = await readMultipart(request, { files: { image: 1 }, fileSize: REQUEST_IMAGE_MAX_BYTES, fileTooLarge: MESSAGES.requests.imageTooLarge });
  return { fields: form.fields, image: form.files[0]?.bytes };
}

/** Customise and bulk-order requests and contact messages (ARCHITECTURE §5); admins read them under admin/requests. */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const submit = async (request: FastifyRequest, kind: RequestKind) =>
    submitRequest(app, kind, await readForm(request), request.user?.id);

  const formRoute = {
    preHandler: app.identifyUser,
    bodyLimit: REQUEST_FORM_MAX_BYTES,
    config: limited,
    schema: {
      tags: ['requests'],
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: messageResponseSchema, ...errors },
    },
  };
  app.post('/customize-requests', formRoute, (request) => submit(request, 'customize'));
  app.post('/bulk-order-requests', formRoute, (request) => submit(request, 'bulk'));

  app.post(
    '/contact-messages',
    {
      config: limited,
      bodyLimit: REQUEST_FORM_MAX_BYTES,
      schema: { tags: ['requests'], response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => submitContactMessage(app, (await readForm(request)).fields),
  );
};
