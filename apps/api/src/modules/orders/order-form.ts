import {
  createOrderFieldsSchema,
  MESSAGES,
  ORDER_DOCUMENT_FIELDS,
  ORDER_DOCUMENT_MAX_BYTES,
  ORDER_MESSAGES,
  type CreateOrderFields,
} from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { readMultipart } from '../../http-multipart.ts';

/** Two documents and the text fields: the body limit of POST orders. */
export const ORDER_FORM_MAX_BYTES = 2 * ORDER_DOCUMENT_MAX_BYTES + 512 * 1024;

export interface OrderForm {
  fields: CreateOrderFields;
  otherDocument?: Buffer;
  pan?: Buffer;
}

/** `cart_ids[0]`, `cart_ids[]`, repeated `cart_ids` or "1,2" all name the chosen cart lines (SPEC §7). */
const CART_IDS = /^cart_ids(\[\d*\])?$/;

/**
 * Reads POST orders' multipart form: text fields, and the two document files (each at most
 * 5 MB, else 413). Other file fields are drained unread.
 */
export async function readOrderForm(request: FastifyRequest): Promise<OrderForm> {
  const raw: Record<string, unknown> = {};
  const cartIds: string[] = [];
  const files: Partial<Record<string, Buffer>> = {};

  if (request.isMultipart()) {
    const form = await readMultipart(request, {
      files: { [ORDER_DOCUMENT_FIELDS.other_document]: 1, [ORDER_DOCUMENT_FIELDS.pan]: 1 },
      fileSize: ORDER_DOCUMENT_MAX_BYTES,
      fileTooLarge: ORDER_MESSAGES.fileTooLarge,
    });
    for (const { field, bytes } of form.files) files[field] = bytes;
    for (const [name, value] of form.entries) {
      if (CART_IDS.test(name)) cartIds.push(value);
      else raw[name] = value;
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
    // A business buyer's field names its own problem; any other is SPEC's "fill all details".
    const message = errors.cart_ids?.[0] ?? errors.gstin?.[0] ?? errors.buyer_legal_name?.[0] ?? errors.billing_address?.[0] ?? MESSAGES.documents.incomplete;
    throw new HttpError(422, message, errors);
  }
  return {
    fields: parsed.data,
    otherDocument: files[ORDER_DOCUMENT_FIELDS.other_document],
    pan: files[ORDER_DOCUMENT_FIELDS.pan],
  };
}
