/**
 * Typed errors thrown by services. The error handler maps each to its status code; routes never build
 * error responses by hand.
 */
export class AppError extends Error {
  /** Fields the response body carries besides `message` and `code` (a route's own error schema names them). */
  details?: Record<string, unknown>;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code = 'unauthorized') {
    super(401, code, message);
  }
}
export class PaymentRequiredError extends AppError {
  constructor(message: string, code = 'plan_required') {
    super(402, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.', code = 'forbidden') {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string, code = 'not_found') {
    super(404, code, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    code = 'too_many_requests',
    /** Sent as Retry-After, when the wait is known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, code, message);
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string, code = 'unprocessable') {
    super(422, code, message);
  }
}
