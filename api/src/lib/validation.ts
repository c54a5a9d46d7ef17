import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { INVALID_CHARACTER, OUT_OF_RANGE } from '@vitrin/shared-libs/validation/messages';
import { ValidationFailed } from './http';

const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

type SchemaLike = { type?: string; fields?: Record<string, SchemaLike>; innerType?: SchemaLike };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The input cut to the schema's shape before yup sees it, with the fields that hold the wrong kind of value.
 * yup trusts both: with `stripUnknown` it looks each key of the input up in a plain object of fields, so a key
 * named `valueOf`, `toString` or `constructor` finds Object.prototype's function and throws a TypeError; and its
 * transforms (trim, lowercase, ours) throw on an object where a scalar belongs. Keys are kept only when the
 * schema declares them as its own, and the copy has no prototype, so no input key can reach one.
 */
function shapeInput(schema: SchemaLike, input: unknown, path: string, errors: Record<string, string>): unknown {
  if (SCALAR_TYPES.has(schema.type ?? '')) {
    if (typeof input === 'object' && input !== null && !(input instanceof Date)) errors[path] = `Value must be a ${schema.type}`;
    return input;
  }
  if (schema.type === 'object' && schema.fields && isRecord(input)) {
    const shaped: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(schema.fields)) {
      if (!Object.hasOwn(input, key)) continue;
      shaped[key] = shapeInput(schema.fields[key]!, input[key], path ? `${path}.${key}` : key, errors);
    }
    return { ...shaped };
  }
  if (schema.type === 'array' && schema.innerType && Array.isArray(input)) {
    const inner = schema.innerType;
    return input.map((item, index) => shapeInput(inner, item, `${path}[${index}]`, errors));
  }
  return input;
}

/** The largest integer an integer column holds on both engines (PostgreSQL's `integer`): ids, counts, weights. */
export const MAX_STORABLE_INT = 2_147_483_647;

/**
 * What a database cannot hold (docs/validation.md, "What the database cannot hold"): a NUL character in text
 * (PostgreSQL refuses it), a number that is not finite or lies beyond MAX_STORABLE_INT either way. Adds an
 * error per such value found in `value` (any depth) under its path; returns whether it found one.
 */
export function findUnstorable(value: unknown, path: string, errors: Record<string, string>): boolean {
  if (typeof value === 'string') {
    if (!value.includes('\u0000')) return false;
    errors[path || '_'] = INVALID_CHARACTER;
    return true;
  }
  if (typeof value === 'number') {
    if (Number.isFinite(value) && Math.abs(value) <= MAX_STORABLE_INT) return false;
    errors[path || '_'] = OUT_OF_RANGE;
    return true;
  }
  if (Array.isArray(value)) {
    let found = false;
    value.forEach((item, index) => (found = findUnstorable(item, `${path}[${index}]`, errors) || found));
    return found;
  }
  if (isRecord(value)) {
    let found = false;
    for (const key of Object.keys(value)) found = findUnstorable(value[key], path ? `${path}.${key}` : key, errors) || found;
    return found;
  }
  return false;
}

/** The most items a list field (ids, queue weights) takes in one request. */
export const MAX_LIST_ITEMS = 1000;

/**
 * Cuts a list sent in a request to one item over the limit, before yup checks it item by item: a 1 MB body of
 * commas is 500,000 items, and checking each of them held the API for tens of seconds. The schema's
 * `.max(MAX_LIST_ITEMS)` then refuses the list with a message naming the field.
 */
export function capList<T>(list: T[], max: number = MAX_LIST_ITEMS): T[] {
  return list.length > max ? list.slice(0, max + 1) : list;
}

/** Validates with yup; on failure throws a 422 carrying the first message of each failing field. */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown, message?: string): Promise<InferType<S>> {
  const misplaced: Record<string, string> = {};
  const shaped = shapeInput(schema as unknown as SchemaLike, input ?? {}, '', misplaced);
  if (Object.keys(misplaced).length > 0) throw new ValidationFailed(misplaced, message);
  let valid: InferType<S>;
  try {
    valid = await schema.validate(shaped, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationFailed(fieldErrors(error), message);
    // A transform or test that met a shape it did not expect: the input is at fault, so it is a 422, not a 500.
    if (error instanceof TypeError) throw new ValidationFailed({ _: 'Geçersiz değer' }, message);
    throw error;
  }
  // Multipart fields and yup's own casts (a numeric string to a number) reach this point unchecked by the
  // input guard (plugins/input-guard.ts), which sees JSON bodies only.
  const unstorable: Record<string, string> = {};
  if (findUnstorable(valid, '', unstorable)) throw new ValidationFailed(unstorable, message);
  return valid;
}

export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = item.path || '_';
    if (!Object.hasOwn(errors, field)) errors[field] = item.message;
  }
  return errors;
}
