import { mixed } from 'yup';
import { REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { listField } from './body-fields';
import { MAX_LIST_ITEMS } from './validation';

export const ID_LIST_INVALID = 'Geçerli bir kimlik listesi gönderiniz';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isIdArray = (value: unknown): value is number[] => Array.isArray(value) && value.every(isId);

/** The ids of a list field (numbers or numeric strings), or the value as it came when it is not such a list. */
function toIds(value: unknown): unknown {
  const list = listField(value);
  if (!Array.isArray(list)) return list;
  const ids = list.map((item: unknown) => (typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item));
  return ids.every(isId) ? ids : list;
}

export interface IdListRules {
  /** The fewest ids (default 1: an empty list is refused as missing). */
  min?: number;
  /** The most ids. */
  max?: number;
  /** Refuse an id sent twice with this message; without it a repeated id counts once. */
  duplicates?: string;
}

/**
 * A list of record ids (trash_list, delete_list, file_list, category_ids, …): an array, its JSON text or a
 * comma-joined string, of positive whole numbers or numeric strings. Every refusal names the field itself.
 */
export function idList({ min = 1, max = MAX_LIST_ITEMS, duplicates }: IdListRules = {}) {
  return mixed<number[]>(isIdArray)
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined) return undefined;
      const ids = toIds(original);
      // A list over the limit stays as it came, so that the limit refuses it.
      return isIdArray(ids) && !duplicates && ids.length <= max ? [...new Set(ids)] : ids;
    })
    .typeError(ID_LIST_INVALID)
    .test('min', REQUIRED, (ids) => !ids || ids.length >= min)
    .test('max', `En fazla ${max} kayıt gönderilebilir`, (ids) => !ids || ids.length <= max)
    .test('unique', duplicates ?? '', (ids) => !duplicates || !ids || new Set(ids).size === ids.length)
    .required(REQUIRED);
}
