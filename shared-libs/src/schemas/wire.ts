/**
 * The building blocks of the API's response schemas (docs/api.md, "Response schemas"). Each wire type of
 * `@vitrin/shared-libs/types` has its JSON Schema in the file of this folder named like the type's file; the API
 * declares them on its routes, serves them in the OpenAPI document and, in every API test, checks each answer
 * against them (api/src/plugins/response-check.ts).
 *
 * Objects are strict: every property is listed, required unless named optional, and nothing else may appear, so
 * a field the server adds, drops or renames fails the tests until the schema (and the type beside it) says so.
 */

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 reads it). */
export type JsonSchema = { readonly [keyword: string]: unknown };

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
export const nil: JsonSchema = { type: 'null' };
/** Any JSON value (a stored document whose shape is its own module's business, e.g. a language pack). */
export const anyValue: JsonSchema = {};

/** `schema` or null. */
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, nil] });

/** One of the given strings. */
export const oneOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** An object whose keys are free and whose values all match `values` (a `Record<string, T>`). */
export const recordOf = (values: JsonSchema, keys?: readonly string[]): JsonSchema => ({
  type: 'object',
  ...(keys ? { propertyNames: { enum: [...keys] } } : {}),
  additionalProperties: values,
});

/** A language code as stored (`en`, `tr`, `de`; docs/validation.md). */
const LANGUAGE_CODE = '[a-z]{2,3}';

export interface ObjectOptions {
  /** Properties that may be left out. */
  optional?: readonly string[];
  /** Per-language fields (`Localized<'name'>`): `name_en`, `name_tr`, …, each a string or null. */
  localized?: readonly string[];
}

/** A strict object: the listed properties (required unless optional), the localized fields, nothing else. */
export function object(properties: Record<string, JsonSchema>, options: ObjectOptions = {}): JsonSchema {
  const { optional = [], localized = [] } = options;
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    ...(localized.length ? { patternProperties: { [`^(${localized.join('|')})_${LANGUAGE_CODE}$`]: nullable(str) } } : {}),
    additionalProperties: false,
  };
}

/** Two object schemas as one (`A & B`): the properties and localized fields of both. */
export function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  const properties = { ...(a.properties as object), ...(b.properties as object) };
  const required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  const patterns = { ...(a.patternProperties as object), ...(b.patternProperties as object) };
  return {
    type: 'object',
    properties,
    required,
    ...(Object.keys(patterns).length ? { patternProperties: patterns } : {}),
    additionalProperties: false,
  };
}

/** The same object with some properties left out (`Omit<T, K>`). */
export function omit(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, JsonSchema>).filter(([key]) => !keys.includes(key)),
  );
  return {
    ...schema,
    properties,
    required: ((schema.required as string[]) ?? []).filter((key) => !keys.includes(key)),
  };
}

/** `Paged<T>`: one page of a list. */
export const paged = (item: JsonSchema): JsonSchema =>
  object({ data: arrayOf(item), current_page: int, last_page: int, per_page: int, total: int });

/** `ImageAsset`: a stored image and its WebP variants. */
export const imageAsset = object({
  url: str,
  width: int,
  height: int,
  variants: arrayOf(object({ width: int, url: str })),
});

/** A refusal or failure: `{ success: false, message, data: null }`, plus `errors` on a 422. */
export const errorBody = object(
  { success: { const: false }, message: str, data: nil, errors: recordOf(str) },
  { optional: ['errors'] },
);

/** A route's `schema.response`: its answer, and the error envelope every route may send. */
export type ResponseSchemas = Record<string, JsonSchema>;

/**
 * The envelope `{ success, message, data }` around `data`, for the route's success status (200 unless told);
 * `extra` adds top-level properties (the sign-in's token). The 4xx and 5xx answers are the error envelope.
 */
export function envelope(
  data: JsonSchema,
  options: { status?: number; extra?: Record<string, JsonSchema>; optional?: readonly string[] } = {},
): ResponseSchemas {
  const { status = 200, extra = {}, optional = [] } = options;
  return {
    [status]: object({ success: bool, message: str, data, ...extra }, { optional }),
    '4xx': errorBody,
    '5xx': errorBody,
  };
}

/** A route that answers with no data: `data` is null. */
export const noData = (options?: { status?: number }): ResponseSchemas => envelope(nil, options);

/**
 * A route that answers with a file, not JSON (a download, an export): the media types it may send. Its errors are
 * still the JSON error envelope.
 */
export function fileResponse(mediaTypes: readonly string[], description: string): ResponseSchemas {
  return {
    200: {
      description,
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    },
    '4xx': errorBody,
    '5xx': errorBody,
  };
}
