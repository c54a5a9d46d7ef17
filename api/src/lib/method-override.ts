import { isDeepStrictEqual } from 'node:util';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { RouteApp } from './routes';

/*
 * The method override (docs/api.md, "Method override"): where the product's specification sends an update or a
 * delete as a POST with `_method` (PUT or DELETE) in its body, the address gets a POST route of its own beside its
 * PUT and DELETE routes, with their handlers: one handler, two registrations, both made here. `_method` is read from
 * the body Fastify's own parsers made (a JSON property, or a multipart field), after routing; nothing is read
 * before. Every other write is a plain PUT or DELETE.
 */

/** The methods a POST may stand for. */
const OVERRIDDEN_METHODS = ['PUT', 'DELETE'] as const;
type Overridden = (typeof OVERRIDDEN_METHODS)[number];

/** A route of an address: its schema and its handler (route-level hooks are not carried over, so none is taken). */
export type RouteOf<S extends FastifySchema> = Pick<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    JsonSchemaToTsProvider,
    FastifyBaseLogger
  >,
  'schema' | 'handler'
>;

interface ObjectSchema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: readonly string[];
  [keyword: string]: unknown;
}

type Routes = Partial<Record<'POST' | Overridden, { schema?: FastifySchema; handler: unknown }>>;

/** The body of the POST: `_method` naming one of `methods`, and the body schema of the route it names. */
function overrideBody(routes: Routes, methods: readonly Overridden[]): ObjectSchema {
  const field = {
    type: 'string',
    enum: methods,
    description: `The method this POST stands for (any case): ${methods.join(' or ')}`,
  };
  const bodyOf = (method: 'POST' | Overridden) => routes[method]?.schema?.body as ObjectSchema | undefined;
  const [only] = methods;
  if (!routes.POST && methods.length === 1 && only) {
    // One method: its body, with `_method` added.
    const own = bodyOf(only) ?? {};
    return {
      ...own,
      type: 'object',
      properties: { ...own.properties, _method: field },
      required: [...(own.required ?? []), '_method'],
    };
  }
  // Several methods at one address: `_method` picks the route, whose handler reads its body (one JSON Schema for
  // bodies that differ by `_method` would be an if/then per method: not needed by any address so far).
  if ((['POST', ...methods] as const).some((method) => bodyOf(method))) {
    throw new Error('withMethodOverride: a body schema is supported only on an address with one overridden method');
  }
  return { type: 'object', properties: { _method: field }, ...(routes.POST ? {} : { required: ['_method'] }) };
}

/** Each status's answer of any of the routes (one schema, or the schemas it may be). */
function anyAnswer(schemas: FastifySchema[]): Record<string, unknown> {
  const byStatus = new Map<string, unknown[]>();
  for (const schema of schemas) {
    for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
      const seen = byStatus.get(status) ?? [];
      if (!seen.some((known) => isDeepStrictEqual(known, answer))) seen.push(answer);
      byStatus.set(status, seen);
    }
  }
  return Object.fromEntries(
    [...byStatus].map(([status, answers]) => [status, answers.length === 1 ? answers[0] : { anyOf: answers }]),
  );
}

/**
 * Registers the routes of `url` — a PUT and/or a DELETE, and the plain POST if it has one — and the POST that
 * reaches the PUT or DELETE with `_method` in its body. That POST's body is checked against the schema of the route
 * `_method` names (with `_method` added): a `_method` naming no route of the address is a 422 naming `_method`, a
 * POST without it is the plain POST's (or a 422 where there is none). The handler then gets the body without
 * `_method`, as the PUT or DELETE would.
 */
export function withMethodOverride<P extends FastifySchema, U extends FastifySchema, D extends FastifySchema>(
  app: RouteApp,
  url: string,
  routes: { POST?: RouteOf<P>; PUT?: RouteOf<U>; DELETE?: RouteOf<D> },
): void {
  register(app, url, routes as Routes);
}

function register(app: RouteApp, url: string, all: Routes): void {
  const methods = OVERRIDDEN_METHODS.filter((method) => all[method]);
  if (methods.length === 0) throw new Error(`withMethodOverride(${url}): no PUT or DELETE to stand for`);
  for (const method of methods) app.route({ method, url, ...(all[method] as Omit<RouteOptions, 'method' | 'url'>) });

  const schemas = (['POST', ...methods] as const).flatMap((method) => all[method]?.schema ?? []);
  const first = <K extends keyof FastifySchema>(key: K) => schemas.find((schema) => schema[key] !== undefined)?.[key];
  const summaryOf = (method: Overridden) => all[method]?.schema?.summary ?? `${method} ${url}`;
  const summary = all.POST
    ? [all.POST.schema?.summary, ...methods.map((method) => `with \`_method\` ${method}: ${summaryOf(method)}`)].join('; ')
    : methods.map((method) => `${summaryOf(method)} (as POST with \`_method\` ${method})`).join('; ');
  app.route({
    method: 'POST',
    url,
    schema: {
      tags: [...new Set(schemas.flatMap((schema) => schema.tags ?? []))],
      summary,
      description:
        `The method override the product's specification uses here: the same as ${methods.join(' and ')} ` +
        'at this address, sent as a POST with `_method` in the JSON body or as a multipart field.',
      ...(first('params') ? { params: first('params') } : {}),
      ...(first('querystring') ? { querystring: first('querystring') } : {}),
      body: overrideBody(all, methods),
      response: anyAnswer(schemas),
    },
    // After the body parsers, before validation: `_method` is read in any case and without spaces around it.
    preValidation: async (request) => {
      const body = request.body as Record<string, unknown> | null | undefined;
      if (body && typeof body === 'object' && typeof body._method === 'string') body._method = body._method.trim().toUpperCase();
    },
    handler(request, reply) {
      const { _method: method, ...rest } = (request.body ?? {}) as Record<string, unknown>;
      if (typeof method !== 'string') return (all.POST!.handler as RouteOptions['handler']).call(this, request, reply);
      request.body = rest;
      return (all[method as Overridden]!.handler as RouteOptions['handler']).call(this, request, reply);
    },
  });
}

/** A PUT or DELETE route; with `override`, also the POST standing for it (withMethodOverride). */
export function overridableRoute<S extends FastifySchema>(
  app: RouteApp,
  method: Overridden,
  url: string,
  route: RouteOf<S>,
  override: boolean,
): void {
  if (override) register(app, url, { [method]: route } as Routes);
  else app.route({ method, url, ...(route as Omit<RouteOptions, 'method' | 'url'>) });
}
