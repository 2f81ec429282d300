import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pgErrorCode } from '@kanak/db';
import { MESSAGES } from '@kanak/domain';
import { HttpError } from '../http-error.ts';
import { NUL_MESSAGE } from './text-guard.ts';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns schema validation issues into `{ field: [messages] }`. */
export function fieldErrors(issues: ValidationIssue[], context?: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || missing || context || 'request';
    (errors[path] ??= []).push(issue.message ?? 'is invalid');
  }
  return errors;
}

/**
 * Every error leaves as `{ message, errors? }`: validation 422, client errors with their own
 * status, anything unexpected 500 without a stack trace (bad input never gets a 500).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({ ...body, ...error.extra });
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as ValidationIssue[], error.validationContext);
      const first = Object.values(errors)[0]?.[0];
      return reply.code(422).send({ message: first ?? MESSAGES.generic.invalidForm, errors });
    }
    // Text PostgreSQL cannot store (a NUL byte from a form read inside its handler) is bad input.
    if (UNSTORABLE_TEXT.has(pgErrorCode(error) ?? '')) return reply.code(422).send({ message: NUL_MESSAGE });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 ? status : 500).send({ message: MESSAGES.generic.wrong });
  });
});

/** character_not_in_repertoire (U+0000 in text) and untranslatable_character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return MESSAGES.generic.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return MESSAGES.generic.unsupportedType;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MESSAGES.generic.badJson;
    default:
      return error.message;
  }
}
