import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, type ErrorEnvelope, errorCodes, type FieldError } from '#shared/api';
import { HttpError } from '../http-errors';

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, errors?: FieldError[]) {
  const body: ErrorEnvelope = { success: false, message, code, ...(errors ? { errors } : {}) };
  return reply.status(status).send(body);
}

/** `/email` → `email`, `/items/0/name` → `items.0.name`; the whole body when the path is empty. */
function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'body';
}

/** The JSON 404 for paths no route matches. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathOnly = (request.url.split('?')[0] ?? '').slice(0, 200);
  return send(reply, 404, errorCodes.notFound, `No route for ${request.method} ${pathOnly}.`);
}

/**
 * Fastify's `frameworkErrors` (set in serverOptions): errors its router raises before any route,
 * hook or error handler runs, which it would otherwise answer with its own body echoing the URL.
 * An over-long path parameter cannot name anything that exists (ids are UUIDs), so it reads as
 * "not found"; a malformed percent-encoding is the client's bad request. Neither echoes the URL.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 404, errorCodes.notFound, 'Not found.');
  if (error.code === 'FST_ERR_BAD_URL')
    return send(reply, 400, errorCodes.validation, 'The URL is not valid (a malformed %-encoding).');
  return send(reply, 400, errorCodes.validation, 'The request could not be routed.');
}

/** Framework errors that are the client's fault, with the message we show for each. */
const clientErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: errorCodes.validation,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: errorCodes.validation,
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: errorCodes.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: errorCodes.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: errorCodes.validation,
    message: 'Invalid Content-Length.',
  },
};

/**
 * Every error leaves the API in the one envelope shape, with a real status code, and never with a
 * stack trace or SQL: validation names the failing fields; unexpected errors are logged and
 * answered with a generic 500.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return send(reply, error.statusCode, error.code, error.message, error.fieldErrors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldName(issue.instancePath, error.validationContext),
          message: issue.message ?? 'is invalid',
        }));
        const message = errors.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
        return send(reply, 400, errorCodes.validation, message, errors);
      }
      const known = error.code ? clientErrors[error.code] : undefined;
      if (known) return send(reply, known.status, known.code, known.message);
      if (error.statusCode === 429) {
        return send(
          reply,
          429,
          errorCodes.rateLimited,
          error.message || 'Too many requests. Please try again later.',
        );
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return send(reply, error.statusCode, errorCodes.validation, 'The request could not be processed.');
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, errorCodes.internal, 'Something went wrong on our side. Please try again.');
    });
  },
  { name: 'errors' },
);
