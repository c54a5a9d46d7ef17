import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import type { ValidationErrorBody } from '@vitrin/shared-libs/types/api';
import type { Translate } from '@vitrin/shared-libs/validation/contact';
import { ValidationFailed, VisitorRefusal } from '../lib/http';
import { fieldErrors } from '../lib/validation';
import { setCommonSecurityHeaders } from './security-headers';

/** A stack frame inside the multipart parser. */
const BUSBOY_FRAME = /[\\/]@fastify[\\/]busboy[\\/]/;

type SchemaIssue = NonNullable<FastifyError['validation']>[number];

/** JSON-schema (ajv) failures in the words the front-end's validator uses. */
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

export interface ErrorsOptions {
  /** `t` over the visitor's language pack (the languages module's, passed by app.ts: plugins know no module). */
  visitorTranslate: (request: FastifyRequest) => Promise<Translate>;
}

/** A VisitorRefusal's message in the visitor's language; its English text when the pack cannot be read. */
async function visitorMessage(options: ErrorsOptions, request: FastifyRequest, error: VisitorRefusal): Promise<string> {
  try {
    return (await options.visitorTranslate(request))(error.key, error.values);
  } catch {
    return error.message;
  }
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

/** The URL with every `%` that does not start a valid escape written as `%25`. */
function escapeStrayPercents(url: string): string {
  return url.replace(/%(?![0-9a-f]{2})/gi, '%25').replace(/%[89a-f][0-9a-f](?:%[89ab][0-9a-f])*/gi, (bytes) => {
    try {
      decodeURIComponent(bytes);
      return bytes;
    } catch {
      return bytes.replace(/%/g, '%25');
    }
  });
}

/**
 * Errors the router meets before any route or hook (Fastify's `frameworkErrors`). A malformed escape in the URL
 * (/product/%ff) gets what an unknown path gets: under /api the JSON envelope (400), elsewhere the site's HTML
 * 404 page, rendered for the URL with its stray `%` escaped.
 */
export async function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  setCommonSecurityHeaders(reply);
  if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error);
  if (isApiPath(request.url) || request.method !== 'GET') {
    return reply.code(400).send({ success: false, message: 'The URL is malformed.', data: null });
  }
  return answerNotFoundPage(request, reply, escapeStrayPercents(request.url));
}

/**
 * The site's HTML 404 page for an address that names nothing, rendered for `url` (the address made harmless: a
 * stray `%` or a NUL escaped, so the page shows what was asked for and no lookup meets the raw byte).
 */
export async function answerNotFoundPage(request: FastifyRequest, reply: FastifyReply, url: string): Promise<FastifyReply> {
  const page = await request.server.inject({
    url,
    headers: { cookie: request.headers.cookie ?? '', 'accept-language': request.headers['accept-language'] ?? '' },
  });
  for (const name of [
    'content-type',
    'content-security-policy',
    'set-cookie',
    'cache-control',
    'referrer-policy',
    'x-frame-options',
  ]) {
    const value = page.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  return reply.code(404).send(page.body);
}

/**
 * One error handler and one not-found handler for the whole app: every API failure is the envelope
 * `{ success: false, message, data: null }` (+ `errors` on 422); messages pass through only below 500,
 * and no stack trace ever leaves the server.
 */
export default fp<ErrorsOptions>(
  async (app, options) => {
    app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
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
      const message = brokenMultipart
        ? 'The multipart body could not be read.'
        : error instanceof VisitorRefusal
          ? await visitorMessage(options, request, error)
          : clientMessage(error, request);
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
