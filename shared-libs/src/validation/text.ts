import { string } from 'yup';
import { tooLong } from '@vitrin/shared-libs/validation/messages';

/** An optional text of at most `max` characters, trimmed; a blank one, or one not sent, is null. */
export const optionalText = (max: number) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .trim()
    .nullable()
    .default(null)
    .max(max, tooLong(max));
