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
