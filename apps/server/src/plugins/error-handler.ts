import { ERROR_TEXTS, UNSAFE_TEXT_MESSAGE, type ErrorResponse } from '@lisan/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../errors.js';

/**
 * The one place errors become HTTP responses. Every body is `{ message, code }`; a 5xx never carries the
 * underlying error's text, which is logged instead.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        return reply.status(error.statusCode).send({ ...error.details, ...body(error.message, error.code) });
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
        return reply
          .status(413)
          .send(body('The request body is too large (the limit is 1 MB).', 'body_too_large'));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send(body('The request body is not valid JSON.', 'invalid_json'));
      }
      // Text the database cannot hold (PostgreSQL's "invalid byte sequence", 22021) that got past the request
      // schemas, from a header, a cookie or a provider: the client's input is wrong, not the server.
      if (hasSqlState(error, INVALID_BYTE_SEQUENCE)) {
        return reply.status(400).send(body(UNSAFE_TEXT_SENTENCE, 'invalid_text'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(body(error.message, error.code?.toLowerCase() ?? 'bad_request'));
      }
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return reply.status(500).send(body(ERROR_TEXTS.internal, 'internal'));
    });
  },
  { name: 'error-handler' },
);

const INVALID_BYTE_SEQUENCE = '22021';
const UNSAFE_TEXT_SENTENCE = `The request holds text that cannot be stored: it ${UNSAFE_TEXT_MESSAGE}.`;

/** Whether a database error carries this SQLSTATE: on the error itself (pg, PGlite) or a cause (Drizzle wraps). */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if ((e as Error & { code?: unknown }).code === state) return true;
  }
  return false;
}

function body(message: string, code: string): ErrorResponse {
  return { message, code };
}

/**
 * What of an unexpected error goes to the log: its kind, codes, the SQL without its parameters, and where it was
 * thrown. Never its message as such: a failed query's message lists the values (names, emails, answers), and
 * PostgreSQL quotes the offending value in its own messages ("invalid input syntax for type …: "…"").
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause =
    error.cause instanceof Error ? (error.cause as Error & { code?: unknown; routine?: unknown }) : undefined;
  const query = /^Failed query: ([\s\S]*?)\nparams:/.exec(error.message)?.[1];
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    code: (error as Error & { code?: unknown }).code,
    ...(query ? { query } : {}),
    ...(cause ? { cause: { type: cause.name, code: cause.code, routine: cause.routine } } : {}),
    stack: frames.slice(0, 12).join('\n'),
  };
}
