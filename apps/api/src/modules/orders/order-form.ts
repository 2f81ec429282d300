import { createOrderFieldsSchema, MESSAGES, ORDER_DOCUMENT_FIELDS, ORDER_MESSAGES, type CreateOrderFields } from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';

export interface OrderForm {
  fields: CreateOrderFields;
  otherDocument?: Buffer;
  pan?: Buffer;
}

/** `cart_ids[0]`, `cart_ids[]`, repeated `cart_ids` or "1,2" all name the chosen cart lines (SPEC §7). */
const CART_IDS = /^cart_ids(\[\d*\])?$/;

/**
 * Reads POST orders' multipart form: text fields, and the two document files (each at most the
 * multipart limit of 5 MB, else 413). Other file fields are drained unread.
 */
export async function readOrderForm(request: FastifyRequest): Promise<OrderForm> {
  const raw: Record<string, unknown> = {};
  const cartIds: string[] = [];
  const files: Partial<Record<string, Buffer>> = {};
  const wanted = new Set<string>(Object.values(ORDER_DOCUMENT_FIELDS));

  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!wanted.has(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          continue;
        }
        try {
          files[part.fieldname] = await part.toBuffer();
        } catch (err) {
          if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, ORDER_MESSAGES.fileTooLarge);
          throw err;
        }
      } else if (typeof part.value === 'string') {
        if (CART_IDS.test(part.fieldname)) cartIds.push(part.value);
        else raw[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (CART_IDS.test(key)) cartIds.push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
      else raw[key] = value;
    }
  }
  raw.cart_ids = cartIds.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');

  const parsed = createOrderFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'request')] ??= []).push(issue.message);
    const message = errors.cart_ids?.[0] ?? MESSAGES.documents.incomplete;
    throw new HttpError(422, message, errors);
  }
  // A form whose file input was left empty still sends an empty part.
  const nonEmpty = (b: Buffer | undefined) => (b && b.length > 0 ? b : undefined);
  return {
    fields: parsed.data,
    otherDocument: nonEmpty(files[ORDER_DOCUMENT_FIELDS.other_document]),
    pan: nonEmpty(files[ORDER_DOCUMENT_FIELDS.pan]),
  };
}
