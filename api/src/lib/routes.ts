import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

/*
 * Every route module is a RoutePlugin: the types of request.params and request.query come from the JSON Schema
 * in the route's `schema` (json-schema-to-ts), so a route never writes them again as generics. Schemas kept in a
 * constant need `as const` for that. Bodies are checked with yup through validate() (docs/validation.md).
 */

/** A route module: a Fastify plugin whose routes take their request types from their JSON Schemas. */
export type RoutePlugin = FastifyPluginAsyncJsonSchemaToTs;

/**
 * A plugin with a name of its own, as Fastify shows it (its plugin tree, its errors): the function's name unless
 * given. Without one Fastify looks for the function among the exports of every module loaded so far, at each
 * registration — in the API tests, where that list is Jest's whole module registry behind a proxy, the search was
 * half of every test app's start (docs/testing.md, "Jest"). Every route module is registered through it.
 */
export function named<T extends (...args: never[]) => unknown>(plugin: T, name: string = plugin.name): T {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

/** The instance a RoutePlugin gets, for helpers that add routes to it. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  JsonSchemaToTsProvider
>;

/** The `id` path parameter: a positive integer. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
