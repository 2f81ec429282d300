import { MESSAGES } from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/*
 * The one reader of multipart bodies (ARCHITECTURE §8). @fastify/multipart leaves the body
 * unread until a handler asks, so Fastify's `bodyLimit` never sees it: this reader holds the
 * route's `bodyLimit` itself while the body streams, refusing with 413 the moment the bytes
 * received pass it, before any more of a file is buffered. Credentials a form carries are
 * checked (`beforeFiles`) before the first file byte is read. A body that is not multipart at
 * all, has no boundary or is cut short answers 400, never 500.
 */

/** Text fields of any form, together: no route takes more (a product description is the longest). */
export const FIELDS_MAX_BYTES = 256 * 1024;
const MAX_FIELDS = 100;

export interface MultipartOptions {
  /**
   * File fields to keep, and how many files each may bring (`'*'`: files of any field, together);
   * other file parts are read and dropped.
   */
  files?: Record<string, number>;
  /** The largest single file; past it: 413 with `fileTooLarge`. */
  fileSize?: number;
  /** The message of a 413 for a single file. */
  fileTooLarge?: string;
  /**
   * Runs once with the text fields read so far, before the first file byte is read (or at the end
   * of a form without files): the place to check credentials carried in the body.
   */
  beforeFiles?: (fields: Record<string, string>) => Promise<void> | void;
}

export interface MultipartForm {
  /** Text fields by name (the last of a repeated name). */
  fields: Record<string, string>;
  /** Every text field in order, repeats included. */
  entries: [string, string][];
  /** Kept, non-empty files in order. */
  files: { field: string; bytes: Buffer }[];
}

/** The body limit of the route a request reached (its `bodyLimit`, else the server's). */
const routeBodyLimit = (request: FastifyRequest): number => request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;

/** Reads a multipart form within the route's body limit; 415 when the body is not multipart. */
export async function readMultipart(request: FastifyRequest, options: MultipartOptions = {}): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.generic.notMultipart);
  const maxBytes = routeBodyLimit(request);

  // Every byte that arrives is counted, boundaries and part headers too, as Fastify counts JSON.
  let received = 0;
  const count = (chunk: Buffer) => void (received += chunk.length);
  request.raw.on('data', count);
  const overLimit = () => received > maxBytes;

  const form: MultipartForm = { fields: {}, entries: [], files: [] };
  const kept: Record<string, number> = {};
  const fileSize = Math.min(options.fileSize ?? maxBytes, maxBytes);
  let fieldBytes = 0;
  let checked = false;
  const check = async () => {
    if (checked) return;
    checked = true;
    await options.beforeFiles?.(form.fields);
  };

  try {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
    const parts = request.parts({ limits: { fileSize, fieldSize: FIELDS_MAX_BYTES, fields: MAX_FIELDS, files: 50, parts: MAX_FIELDS + 50 } });
    for await (const part of parts) {
      if (overLimit()) throw tooLarge();
      // RFC 7578 §4.2: every part names its field; a nameless one is no form (it answered 500, issue 35).
      if (typeof part.fieldname !== 'string' || part.fieldname === '') throw new HttpError(400, MESSAGES.generic.unreadableForm);
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        fieldBytes += Buffer.byteLength(value) + part.fieldname.length;
        if (fieldBytes > FIELDS_MAX_BYTES || part.valueTruncated) throw tooLarge();
        form.fields[part.fieldname] = value;
        form.entries.push([part.fieldname, value]);
        continue;
      }
      await check();
      const slot = options.files?.[part.fieldname] !== undefined ? part.fieldname : '*';
      const keep = (kept[slot] ?? 0) < (options.files?.[slot] ?? 0);
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (overLimit()) throw tooLarge();
        if (keep) chunks.push(chunk);
      }
      if (part.file.truncated) {
        // Dropped files are drained, not judged: only a kept file's size is the customer's concern.
        if (keep) throw tooLarge(options.fileTooLarge);
        continue;
      }
      if (!keep) continue;
      kept[slot] = (kept[slot] ?? 0) + 1;
      const bytes = Buffer.concat(chunks);
      // A form whose file input was left empty still sends an empty part.
      if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
    }
    if (overLimit()) throw tooLarge();
    await check();
    return form;
  } catch (error) {
    // What is left of the body is discarded as it comes: a paused socket would never notice the
    // client hanging up, and would stay open until the server's request timeout.
    request.raw.unpipe();
    request.raw.resume();
    throw asClientError(error);
  } finally {
    request.raw.off('data', count);
  }
}

/**
 * A `preValidation` hook for routes that take forms without files: the text fields become
 * `request.body`, so the route schema checks them like JSON. Files are drained unread.
 */
export async function multipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  request.body = Object.fromEntries((await readMultipart(request)).entries);
}

/** 413; Node discards whatever of the body is still coming, so the client can read the answer. */
function tooLarge(message: string = MESSAGES.generic.tooLarge): HttpError {
  return new HttpError(413, message);
}

/** busboy's and @fastify/multipart's complaints about the body are the client's error. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  const code = String((error as { code?: unknown }).code ?? '');
  if (status === 413 || /LIMIT|TOO_LARGE/.test(code)) return tooLarge();
  if (typeof status === 'number' && status >= 400 && status < 500) return new HttpError(400, MESSAGES.generic.unreadableForm);
  const message = error instanceof Error ? error.message : '';
  if (/boundary|unexpected end|malformed|multipart|part header|aborted|premature close/i.test(message)) {
    return new HttpError(400, MESSAGES.generic.unreadableForm);
  }
  return error;
}
