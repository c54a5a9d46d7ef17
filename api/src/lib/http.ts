import type { Envelope } from '@vitrin/shared-libs/types/api';

/** A success envelope. */
export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

/** A failure envelope for a request that was understood but could not be done (HTTP 200, as the client expects). */
export function fail(message: string): Envelope<null> {
  return { success: false, message, data: null };
}

/** An error with an HTTP status; the error handler sends its message when the status is below 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const httpError = (statusCode: number, message: string) => new HttpError(statusCode, message);

/**
 * A refusal told to a visitor in their language: its message is a key of the language pack, which the error
 * handler fills in (for refusals raised where the pack cannot be read, such as a rate limiter's). `message` is
 * the English text, for logs.
 */
export class VisitorRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly key: string,
    readonly values: Record<string, string | number>,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'VisitorRefusal';
  }
}

/** 422 with the message of each failing field. */
export class ValidationFailed extends HttpError {
  constructor(
    readonly errors: Record<string, string>,
    message = 'The given data was invalid.',
  ) {
    super(422, message);
    this.name = 'ValidationFailed';
  }
}
