import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { ValidationFailed } from './http';

/** Validates with yup; on failure throws a 422 carrying the first message of each failing field. */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown, message?: string): Promise<InferType<S>> {
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
