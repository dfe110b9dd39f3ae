import { errorResponseSchema } from '@lisan/contract';

/**
 * The error statuses a route may answer with, each with the one error body every route sends
 * (`{ message, ... }`), for a route schema's `response`: `{ 200: thing, ...errorResponses(400, 401) }`.
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}
