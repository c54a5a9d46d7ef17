import { type AnyObjectSchema, type InferType, ObjectSchema, ValidationError } from 'yup';
import { ValidationFailed } from './http';

const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/**
 * Fields of `schema` given an object or array where a scalar belongs. yup's transforms (trim, lowercase …)
 * would throw a TypeError on them (a 500), so they are named first, in the words the schema errors use.
 */
function structuresForScalars(schema: unknown, input: unknown, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(schema instanceof ObjectSchema) || typeof input !== 'object' || input === null || Array.isArray(input)) {
    return errors;
  }
  for (const [key, field] of Object.entries(schema.fields as unknown as Record<string, { type?: string }>)) {
    const value = (input as Record<string, unknown>)[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (SCALAR_TYPES.has(field.type ?? '') && typeof value === 'object' && value !== null && !(value instanceof Date)) {
      errors[path] = `Value must be a ${field.type}`;
    } else {
      Object.assign(errors, structuresForScalars(field, value, path));
    }
  }
  return errors;
}

/** Validates with yup; on failure throws a 422 carrying the first message of each failing field. */
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

export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown, message?: string): Promise<InferType<S>> {
  const misplaced = structuresForScalars(schema, input ?? {});
  if (Object.keys(misplaced).length > 0) throw new ValidationFailed(misplaced, message);
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationFailed(fieldErrors(error), message);
    throw error;
  }
}

export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = item.path || '_';
    if (!(field in errors)) errors[field] = item.message;
  }
  return errors;
}
