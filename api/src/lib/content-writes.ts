import type { ResponseSchemas } from '@vitrin/shared-libs/schemas/wire';
import type { FastifyInstance } from 'fastify';
import { mixed } from 'yup';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
import { FAILED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { optionalText } from '@vitrin/shared-libs/validation/text';
import type { Db } from '../db/connection';
import { listLanguages } from './languages';
import { ValidationFailed } from './http';
import { untyped } from './untyped';
import { removeFiles, storeUpload, toFileAsset, type UploadKind, uploadedFiles } from './uploads';

/*
 * Writes shared by the content-management modules (pages, breadcrumbs, home, certificates, media,
 * catalogues): per-language texts, queue weights and single-file fields that replace their old file.
 */

/** The languages' codes, default language first (listLanguages' order). */
export interface LangSet {
  codes: string[];
  /** The default language: its title is the one a record cannot be saved without. */
  main: string;
}

/**
 * yup fields `${field}_${lang}` for every language: optional texts up to `max` characters. Not sent (or sent as
 * null) the stored text stays; blank saves as empty.
 */
export function localizedFields(fields: Record<string, number>, langs: readonly string[]) {
  const shape: Record<string, ReturnType<typeof keptText>> = {};
  for (const [field, max] of Object.entries(fields)) for (const lang of langs) shape[`${field}_${lang}`] = keptText(max);
  return shape;
}

const keptText = (max: number) =>
  optionalText(max)
    .default(undefined)
    .transform((value: unknown, original: unknown) => (original === null ? undefined : value));

/**
 * Saves the given languages' values of `fields` for one owner (one row per owner and language). A language
 * none of whose keys was sent keeps its row; an empty string stores null. `transform` runs on every value
 * (sanitizeHtml for HTML bodies).
 */
export async function saveTranslations(
  db: Db,
  table: string,
  ownerColumn: string,
  ownerId: number,
  fields: readonly string[],
  input: Record<string, unknown>,
  langs: readonly string[],
  transform: Partial<Record<string, (value: string) => string | null>> = {},
): Promise<void> {
  const anyDb = untyped(db);
  for (const lang of langs) {
    const values: Record<string, string | null> = {};
    for (const field of fields) {
      const raw = input[`${field}_${lang}`];
      if (raw === undefined) continue;
      if (raw === null) {
        values[field] = null;
        continue;
      }
      const text = typeof raw === 'string' ? raw : String(raw);
      const convert = transform[field];
      const value = convert ? convert(text) : text;
      values[field] = value === null || value === '' ? null : value;
    }
    if (Object.keys(values).length === 0) continue;
    await anyDb
      .insertInto(table)
      .values({ [ownerColumn]: ownerId, lang, ...values })
      .onConflict((oc) => oc.columns([ownerColumn, 'lang']).doUpdateSet(values))
      .execute();
  }
}

/** 422 unless the main language's `field` is filled (in the input, or already stored when `stored` says so). */
export function requireMainText(input: Record<string, unknown>, field: string, langs: LangSet, stored = false): void {
  const key = `${field}_${langs.main}`;
  const value = input[key];
  const missing = value === undefined ? !stored : typeof value !== 'string' || value.trim() === '';
  if (missing) throw new ValidationFailed({ [key]: REQUIRED }, FAILED);
}

/** A boolean form field as sent by JSON (true/false) or multipart ('1', '0', 'true', 'false', 'on'). */
export const flag = () =>
  mixed<boolean>()
    .transform((value: unknown) => {
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (['1', 'true', 'on', 'yes'].includes(text)) return true;
      if (['0', 'false', 'off', 'no'].includes(text)) return false;
      return value;
    })
    .test('flag', 'Value must be true or false', (value) => value === undefined || typeof value === 'boolean');

/** The single file sent in `body[field]`, or undefined; more than one is a 422. */
export function singleFile(body: unknown, field: string) {
  const files = uploadedFiles((body as Record<string, unknown> | undefined)?.[field]);
  if (files.length > 1) throw new ValidationFailed({ [field]: 'Tek dosya gönderin' }, FAILED);
  return files[0];
}

/** True when `body[field]` is a text value rather than a file (a client sending a file name as text). */
function sentAsText(body: unknown, field: string): boolean {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value !== '';
}

/**
 * Stores the files sent in the given fields (each checked by its kind) and returns their new ids; when a
 * later one is refused, the ones already stored are removed again so a refused request leaves nothing behind.
 */
export async function storeFields(
  app: FastifyInstance,
  body: unknown,
  fields: Record<string, { kind: UploadKind; folder: string; required?: boolean }>,
): Promise<Record<string, number | undefined>> {
  const errors: Record<string, string> = {};
  const files: Record<string, ReturnType<typeof singleFile>> = {};
  for (const [field, rule] of Object.entries(fields)) {
    try {
      files[field] = singleFile(body, field);
    } catch (error) {
      if (error instanceof ValidationFailed) Object.assign(errors, error.errors);
      else throw error;
    }
    if (!files[field] && (rule.required || sentAsText(body, field)) && !errors[field]) errors[field] = REQUIRED;
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, FAILED);

  const stored: Record<string, number | undefined> = {};
  try {
    for (const [field, rule] of Object.entries(fields)) {
      const file = files[field];
      if (file) stored[field] = (await storeUpload(app, file, rule.kind, { field, folder: rule.folder })).id;
    }
  } catch (error) {
    await removeFiles(app, Object.values(stored));
    throw error;
  }
  return stored;
}

/** Runs `write`; when it throws, the files stored for it are removed before the error goes on. */
export async function withStoredFiles<T>(
  app: FastifyInstance,
  ids: Record<string, number | undefined>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeFiles(app, Object.values(ids));
    throw error;
  }
}

/** The FileAssets of the given file ids (null and unknown ids skipped). */
export async function fileAssets(db: Db, ids: readonly (number | null | undefined)[]): Promise<Map<number, FileAsset>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const out = new Map<number, FileAsset>();
  if (wanted.length === 0) return out;
  const rows = await db.selectFrom('files').selectAll().where('id', 'in', wanted).execute();
  for (const row of rows) out.set(row.id, toFileAsset(row));
  return out;
}

/** The JSON-schema part every admin content route shares: tags and the bearer security. */
/** An admin route's OpenAPI head: its tag, summary, bearer security and response schemas (docs/api.md). */
export const adminSchema = (tag: string, summary: string, response: ResponseSchemas) => ({
  tags: [tag],
  summary,
  security: [{ bearer: [] }],
  response,
});

/** The site's language codes (default first) and the default one. */
export async function langSet(db: Db): Promise<LangSet> {
  const all = await listLanguages(db);
  const codes = all.map((l) => l.abbr);
  return { codes, main: all.find((l) => l.is_default === 1)?.abbr ?? codes[0] ?? 'en' };
}
