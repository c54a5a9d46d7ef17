import { ValidationFailed } from './http';

/**
 * `trash_list` / `delete_list`: a JSON-encoded array of ids in a string, as the admin client sends,
 * or a plain array (of numbers or numeric strings). Anything else, or an empty list, is a 422 naming the field.
 */
export function parseIdList(value: unknown, field: string, message = 'İşlem Başarısız!'): number[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw new ValidationFailed({ [field]: 'Geçerli bir kimlik listesi gönderiniz' }, message);
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > 500) {
    throw new ValidationFailed({ [field]: 'Geçerli bir kimlik listesi gönderiniz' }, message);
  }
  const ids = list.map((item) => (typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item));
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
    throw new ValidationFailed({ [field]: 'Geçerli bir kimlik listesi gönderiniz' }, message);
  }
  return [...new Set(ids)];
}
