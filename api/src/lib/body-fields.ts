/**
 * Body fields the spec's client sends in more than one shape: JSON-encoded strings (form_data, page_lang,
 * queue) in a multipart form or a JSON body, or the same value already decoded.
 */
import { ValidationFailed } from './http';
import { capList } from './validation';
import { FAILED, REQUIRED } from '@vitrin/shared-libs/validation/messages';

/** A JSON field: an object or array as it is, or a string holding JSON. Broken JSON is a 422 on that field. */
export function jsonField(value: unknown, field: string, message?: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ValidationFailed({ [field]: 'Geçerli JSON değil' }, message);
  }
}

/** A list sent as an array, a JSON-encoded array or a comma-joined string (the way multipart forms send it). */
export function listField(value: unknown): unknown {
  if (Array.isArray(value)) return capList(value);
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return Array.isArray(parsed) ? capList(parsed) : parsed;
    } catch {
      return value;
    }
  }
  return capList(text.split(',')).map((part) => part.trim());
}

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** An `id` from the body or the query string (a DELETE sends it in its body, or in the address). */
export function idField(...sources: unknown[]): number {
  for (const source of sources) {
    const raw = (source as Record<string, unknown> | undefined)?.id;
    const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (positiveInt(id)) return id;
  }
  throw new ValidationFailed({ id: REQUIRED }, FAILED);
}
