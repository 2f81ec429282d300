import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * SPEC §7's client posts some forms as multipart or urlencoded. URL-encoded bodies are parsed here
 * for every route; `Object.fromEntries` defines own properties, so a `__proto__` field cannot
 * reach any prototype.
 */
export const formBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  },
  { name: 'kanak-form-body' },
);

/**
 * A `preValidation` hook for routes that take multipart forms without files: the text fields
 * become `request.body`, so the route schema checks them like JSON. Files are drained unread.
 */
export async function multipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: [string, string][] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
    else if (typeof part.value === 'string') fields.push([part.fieldname, part.value]);
  }
  request.body = Object.fromEntries(fields);
}
