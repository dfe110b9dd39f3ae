import { ERROR_TEXTS, type ErrorResponse } from '@lisan/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

/**
 * The one place errors become HTTP responses. Every body is `{ message, code }`; a 5xx never carries the
 * underlying error's text, which is logged instead.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send(body(error.message, error.code));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          const where = error.validationContext === 'body' ? field : `${error.validationContext}.${field}`;
          return field ? `${where}: ${issue.message}` : issue.message;
        });
        return reply.status(400).send(body(issues.join('; '), 'validation_failed'));
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send(body('The request body is too large (the limit is 1 MB).', 'body_too_large'));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send(body('The request body is not valid JSON.', 'invalid_json'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(body(error.message, error.code?.toLowerCase() ?? 'bad_request'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(ERROR_TEXTS.internal, 'internal'));
    });
  },
  { name: 'error-handler' },
);

function body(message: string, code: string): ErrorResponse {
  return { message, code };
}
