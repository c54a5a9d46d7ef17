/**
 * Answers are JSON.stringify'd as they are: a route's response schema documents its answer (the OpenAPI document
 * serves it) but never filters it, so a field the schema forgets is not silently dropped in production.
 * With `checkResponses` (the API tests) each JSON answer is also checked against the schema of its route and
 * status; a mismatch is an error, so the request answers 500 and the test that made it fails, naming the field
 * (docs/api.md, "Response schemas").
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySerializerCompiler } from 'fastify';

/** An answer that does not match its route's response schema. */
export class ResponseMismatch extends Error {
  constructor(
    readonly route: string,
    readonly errors: ErrorObject[],
  ) {
    super(`${route}: the answer does not match its response schema: ${describeErrors(errors)}`);
    this.name = 'ResponseMismatch';
  }
}

const describeErrors = (errors: ErrorObject[]) =>
  errors
    .slice(0, 8)
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('; ');

/** The validator the response check compiles schemas with (every route's schemas compile: api/test/openapi.test.ts). */
export function responseAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/** The serializer compiler for the app: plain JSON, checked against the schema when `check` is on. */
export function responseSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  if (!check) return () => (data: unknown) => JSON.stringify(data);
  const ajv = responseAjv();
  return ({ schema, method, url, httpStatus }) => {
    // Compiled on the route's first answer, not at start: a test app answers a few of its 260 routes, and compiling
    // them all took 1.2–3.5 s of every test app's start (docs/testing.md, "Jest").
    let validate: ValidateFunction | undefined;
    const route = `${method} ${url} (${httpStatus})`;
    return (data: unknown) => {
      validate ??= ajv.compile(schema as object);
      const json = JSON.stringify(data);
      // The schema describes the JSON a client reads: check what was written, not the object (dates, undefined).
      if (!validate(json === undefined ? undefined : JSON.parse(json))) {
        const mismatch = new ResponseMismatch(route, validate.errors ?? []);
        // The error handler keeps 5xx reasons in the log, which tests silence: say it where the test runner shows it.
        console.error(mismatch.message);
        throw mismatch;
      }
      return json;
    };
  };
}
