import { randomUUID } from 'node:crypto';
import {
  adminRequestsQuerySchema,
  contactMessageSchema,
  errorBodySchema,
  messageResponseSchema,
  MESSAGES,
  serviceRequestSchema,
} from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { readMultipart } from '../../http-multipart.ts';
import { putPrivateTracked } from '../../providers/storage/private-uploads.ts';
import { BAD_IMAGE_MESSAGE, sniffImage } from './image-upload.ts';
import {
  insertContactMessage,
  insertServiceRequest,
  listContactMessages,
  listServiceRequests,
  type RequestKind,
} from './requests.repository.ts';
import { toAdminContactMessage, toAdminRequest } from './requests.view.ts';
import { issuesToErrors } from './zod-issues.ts';

export const CONTACT_THANKS = 'Thank you — we will get back to you within one working day.';
const TOO_LARGE_MESSAGE = 'Please upload an image of 5 MB or less.';
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

interface ParsedForm {
  fields: Record<string, string>;
  image?: Buffer;
}

/** A photo of the wanted piece and the text fields: the body limit of the request forms. */
const REQUEST_FORM_MAX_BYTES = REQUEST_IMAGE_MAX_BYTES + 512 * 1024;

/** Reads a multipart form (the SPEC's client) or a JSON body; only the `image` file is kept. */
async function readForm(request: FastifyRequest): Promise<ParsedForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
    return { fields };
  }
  const form = await readMultipart(request, { files: { image: 1 }, fileSize: REQUEST_IMAGE_MAX_BYTES, fileTooLarge: TOO_LARGE_MESSAGE });
  return { fields: form.fields, image: form.files[0]?.bytes };
}

/** Customise and bulk-order requests, contact messages, and the admins' view of them (ARCHITECTURE §5). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  async function submit(request: FastifyRequest, kind: RequestKind) {
    const { fields, image } = await readForm(request);
    let imageKey: string | undefined;
    const type = image ? sniffImage(image) : undefined;
    if (image && !type) throw new HttpError(415, BAD_IMAGE_MESSAGE);
    const parsed = serviceRequestSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = issuesToErrors(parsed.error.issues);
      throw new HttpError(
        422,
        Object.values(fieldErrors)[0]?.[0] ?? MESSAGES.generic.invalidForm,
        fieldErrors,
      );
    }
    if (image && type) {
      // Customer uploads are private: only admins read them, never through a public URL.
      imageKey = `requests/${randomUUID()}.${type.ext}`;
      await putPrivateTracked(app.database.db, app.storage, imageKey, image);
    }
    await insertServiceRequest(app.database, kind, parsed.data, imageKey, request.user?.id);
    return { message: MESSAGES.forms.submitted };
  }

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
    async (request) => {
      const parsed = contactMessageSchema.safeParse((await readForm(request)).fields);
      if (!parsed.success) {
        const fieldErrors = issuesToErrors(parsed.error.issues);
        throw new HttpError(
          422,
          Object.values(fieldErrors)[0]?.[0] ?? MESSAGES.generic.invalidForm,
          fieldErrors,
        );
      }
      await insertContactMessage(app.database, parsed.data);
      return { message: CONTACT_THANKS };
    },
  );

  app.get(
    '/admin/requests',
    // onRequest: refused before the query is even read (as every /api/admin route).
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], querystring: adminRequestsQuerySchema } },
    async (request) => {
      const [requests, messages] = await Promise.all([
        listServiceRequests(app.database, request.query),
        listContactMessages(app.database),
      ]);
      return {
        data: requests.map(toAdminRequest),
        contact_messages: messages.map(toAdminContactMessage),
      };
    },
  );
};
