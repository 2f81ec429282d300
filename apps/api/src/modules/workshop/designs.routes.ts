import {
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_MAX_IMAGES,
  DESIGN_MESSAGES,
  DESIGN_MODEL_MAX_BYTES,
  DESIGN_VIDEO_MAX_BYTES,
  designChangesRequestSchema,
  designFileParamsSchema,
  designParamsSchema,
  designResponseSchema,
  errorBodySchema,
  idParamsSchema,
  photoParamsSchema,
  PHOTOS_MAX_FILES,
  photosResponseSchema,
} from '@kanak/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { readMultipart } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { actorOf } from '../admin/audit.ts';
import { readDesignFile, readPhoto } from './design-reads.ts';
import { answerByCustomer, uploadDesign, uploadPhotos } from './designs.service.ts';

const tags = ['workshop'];
const e = errorBodySchema;
const uploadErrors = { 400: e, 404: e, 409: e, 413: e, 415: e, 422: e };
const MB = 1024 * 1024;
/** A full round: every image, the video and the model, with room for the form around them. */
const DESIGN_BODY_LIMIT = DESIGN_MAX_IMAGES * DESIGN_IMAGE_MAX_BYTES + DESIGN_VIDEO_MAX_BYTES + DESIGN_MODEL_MAX_BYTES + MB;
const PHOTOS_BODY_LIMIT = PHOTOS_MAX_FILES * DESIGN_IMAGE_MAX_BYTES + MB;
/** Files kept per upload: more than any limit allows, so too many is answered in words (422). */
const FILES_KEPT = 24;

/** The shop's side (ARCHITECTURE §10): a design round at CAD, photos from the bench. */
export const adminDesignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/designs',
    { bodyLimit: DESIGN_BODY_LIMIT, schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: { 201: designResponseSchema, ...uploadErrors } } },
    async (request, reply) => {
      const form = await readMultipart(request, {
        files: { '*': FILES_KEPT },
        fileSize: Math.max(DESIGN_VIDEO_MAX_BYTES, DESIGN_MODEL_MAX_BYTES),
        fileTooLarge: DESIGN_MESSAGES.fileTooLarge,
      });
      const design = await uploadDesign(app, actorOf(request), request.params.id, form);
      return reply.code(201).send({ message: DESIGN_MESSAGES.uploaded, design });
    },
  );

  app.post(
    '/orders/:id/photos',
    { bodyLimit: PHOTOS_BODY_LIMIT, schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: { 201: photosResponseSchema, ...uploadErrors } } },
    async (request, reply) => {
      const form = await readMultipart(request, { files: { '*': FILES_KEPT }, fileSize: DESIGN_IMAGE_MAX_BYTES, fileTooLarge: DESIGN_MESSAGES.imageTooLarge });
      const photos = await uploadPhotos(app, actorOf(request), request.params.id, form);
      return reply.code(201).send({ message: DESIGN_MESSAGES.photosUploaded, photos });
    },
  );
};

/**
 * A private file to its reader: shown inline (a picture, a video, a model the browser turns), never
 * sniffed as anything else, sandboxed if opened on its own; a byte range for a video player.
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: { contentType: string; bytes: Buffer; name: string }) {
  const size = file.bytes.length;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  const ranged = range !== null && (range[1] !== '' || range[2] !== '');
  // "bytes=-500" is the last 500 bytes; "bytes=100-" from byte 100 to the end.
  const start = !ranged ? 0 : range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = !ranged || range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (ranged && (start > end || start >= size)) {
    throw new HttpError(416, DESIGN_MESSAGES.rangeNotSatisfiable, undefined, undefined, { 'Content-Range': `bytes */${size}` });
  }
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `inline; filename="${file.name}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Accept-Ranges', 'bytes');
  if (!ranged) return reply.send(file.bytes);
  return reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`).send(file.bytes.subarray(start, end + 1));
}

/**
 * The customer's side: answers to the latest design of their own order, and the files of their
 * order (an admin may read them too). Another customer's order answers like an unknown one.
 */
export const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answered = { 200: designResponseSchema, 401: e, 404: e, 409: e, 422: e };

  app.post('/orders/:id/designs/:designId/approve', { schema: { tags, params: designParamsSchema, response: answered } }, async (request) => {
    const { id, designId } = request.params;
    const design = await answerByCustomer(app, userOf(request).id, id, designId, { status: 'approved' });
    return { message: DESIGN_MESSAGES.approved, design };
  });

  app.post(
    '/orders/:id/designs/:designId/changes',
    { schema: { tags, params: designParamsSchema, body: designChangesRequestSchema, response: answered } },
    async (request) => {
      const { id, designId } = request.params;
      const design = await answerByCustomer(app, userOf(request).id, id, designId, { status: 'changes_requested', comment: request.body.comment });
      return { message: DESIGN_MESSAGES.changesRequested, design };
    },
  );

  app.get('/orders/:id/designs/:designId/files/:index', { compress: false, schema: { tags, params: designFileParamsSchema } }, async (request, reply) =>
    sendFile(request, reply, await readDesignFile(app, userOf(request), request.params)),
  );

  app.get('/orders/:id/photos/:photoId', { compress: false, schema: { tags, params: photoParamsSchema } }, async (request, reply) =>
    sendFile(request, reply, await readPhoto(app, userOf(request), request.params)),
  );
};
