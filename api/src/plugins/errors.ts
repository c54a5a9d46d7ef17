import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import type { ValidationErrorBody } from '@vitrin/shared-libs/types/api';
import { ValidationFailed } from '../lib/http';
import { fieldErrors } from '../lib/validation';

/** A stack frame inside the multipart parser. */
const BUSBOY_FRAME = /[\\/]@fastify[\\/]busboy[\\/]/;

type SchemaIssue = NonNullable<FastifyError['validation']>[number];

/** JSON-schema (ajv) failures in the words the front-end's validator uses (SPEC.md §5). */
function schemaIssueMessage(issue: SchemaIssue): string {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'required':
      return 'Value is required';
    case 'maxLength':
      return `The maximum length allowed is ${String(params.limit)}`;
    case 'minLength':
      return `This field should be at least ${String(params.limit)} characters long`;
    case 'format':
      return params.format === 'email' ? 'Value is not a valid email address' : `Value must be a valid ${String(params.format)}`;
    case 'enum':
      return `Value must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? 'Value must be numeric'
        : `Value must be a ${String(params.type)}`;
    default:
      return issue.message ?? 'Value is invalid';
  }
}

function schemaErrors(issues: SchemaIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const params = issue.params as Record<string, unknown>;
    const field =
      (typeof params.missingProperty === 'string' && params.missingProperty) ||
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
      '_';
    if (!(field in errors)) errors[field] = schemaIssueMessage(issue);
  }
  return errors;
}

/** The public message for a client error, clearer than the framework's where the framework's is terse. */
function clientMessage(error: FastifyError, request: FastifyRequest): string {
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return "The request body is empty but its Content-Type is 'application/json'.";
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = String(request.headers['content-type'] ?? '').slice(0, 100);
      return `Unsupported Content-Type '${type}': send application/json or multipart/form-data.`;
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return `Unsupported request body: ${error.message}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message;
  }
}

/** Whether a URL's path, decoded as the router decodes it (/%61pi/… is /api/…), lies under /api. */
export function isApiPath(url: string): boolean {
  let pathname = url.split('?')[0] ?? '';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judged on the spelling as it is
  }
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * One error handler and one not-found handler for the whole app: every API failure is the envelope
 * `{ success: false, message, data: null }` (+ `errors` on 422); messages pass through only below 500,
 * and no stack trace ever leaves the server.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ValidationFailed || error instanceof ValidationError || error.validation) {
        const errors =
          error instanceof ValidationFailed
            ? error.errors
            : error instanceof ValidationError
              ? fieldErrors(error)
              : schemaErrors(error.validation ?? []);
        const message = error instanceof ValidationFailed ? error.message : 'The given data was invalid.';
        const body: ValidationErrorBody = { success: false, message, data: null, errors };
        return reply.code(422).send(body);
      }

      let status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status < 400 || status > 599) status = 500;
      // A body the server cannot read is the client's mistake: 400, whatever the parser called it.
      if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') status = 400;
      // A multipart body the parser cannot read (cut off, bad boundary, bad part header) comes without a status.
      const brokenMultipart = status >= 500 && BUSBOY_FRAME.test(error.stack ?? '');
      if (brokenMultipart) status = 400;

      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ success: false, message: 'Internal Server Error', data: null });
      }
      request.log.info({ code: error.code, status, message: error.message }, 'request refused');
      const message = brokenMultipart ? 'The multipart body could not be read.' : clientMessage(error, request);
      return reply.code(status).send({ success: false, message, data: null });
    });

    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url)) {
        return reply.code(404).send({ success: false, message: 'Not Found', data: null });
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'errors' },
);
