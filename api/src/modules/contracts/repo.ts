import type { ContractSummary } from '@vitrin/shared-libs/types/api';
import type { ContractDetail } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';

const CONTENT_FIELDS = ['content'] as const;
import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import { nowIso } from '../../lib/time';

export function listContracts(db: Db): Promise<ContractSummary[]> {
  return db
    .selectFrom('contracts')
    .select(['id', 'name', 'seo_name', 'seo_name_tr'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** A contract by either of its seo names (SPEC.md: seo_name, falling back to seo_name_tr). */
export function findContractBySeoName(db: Db, seoName: string): Promise<ContractSummary | undefined> {
  return db
    .selectFrom('contracts')
    .select(['id', 'name', 'seo_name', 'seo_name_tr'])
    .where((eb) => eb.or([eb('seo_name', '=', seoName), eb('seo_name_tr', '=', seoName)]))
    .executeTakeFirst();
}

/** A contract by id or either seo name, with its HTML content in every language. */
export async function findContractDetail(
  db: Db,
  idOrSeoName: string,
  langs: readonly string[],
): Promise<ContractDetail | undefined> {
  const id = /^\d+$/.test(idOrSeoName) ? Number(idOrSeoName) : null;
  const contract =
    id !== null
      ? await db.selectFrom('contracts').select(['id', 'name', 'seo_name', 'seo_name_tr']).where('id', '=', id).executeTakeFirst()
      : await findContractBySeoName(db, idOrSeoName);
  if (!contract) return undefined;
  const translations = await db
    .selectFrom('contract_translations')
    .select(['contract_id', 'lang', 'content'])
    .where('contract_id', '=', contract.id)
    .execute();
  const content = localizedFor(
    localize(translations, (r) => r.contract_id, CONTENT_FIELDS, langs),
    contract.id,
    CONTENT_FIELDS,
    langs,
  );
  return { ...contract, ...content };
}

/** Every contract with its HTML content in every language (`content_en`, `content_tr`, …). */
export async function listAdminContracts(db: Db, langs: readonly string[]): Promise<AdminContract[]> {
  const [rows, translations] = await Promise.all([
    db
      .selectFrom('contracts')
      .select(['id', 'name', 'seo_name', 'seo_name_tr', 'queue'])
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
    db.selectFrom('contract_translations').select(['contract_id', 'lang', 'content']).execute(),
  ]);
  const contents = localize(translations, (r) => r.contract_id, CONTENT_FIELDS, langs);
  return rows.map((row) => ({ ...row, ...localizedFor(contents, row.id, CONTENT_FIELDS, langs) }));
}

export interface ContractInput {
  name: string;
  seo_name: string;
  seo_name_tr: string | null;
  /** HTML by language, already sanitized. */
  content: Record<string, string | null>;
}

async function writeContents(trx: Db, id: number, content: ContractInput['content']): Promise<void> {
  for (const [lang, html] of Object.entries(content)) {
    await trx
      .insertInto('contract_translations')
      .values({ contract_id: id, lang, content: html })
      .onConflict((oc) => oc.columns(['contract_id', 'lang']).doUpdateSet({ content: html }))
      .execute();
  }
}

export async function insertContract(db: Db, input: ContractInput): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('contracts')
      .select((eb) => eb.fn.max('queue').as('queue'))
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('contracts')
      .values({
        name: input.name,
        seo_name: input.seo_name,
        seo_name_tr: input.seo_name_tr,
        queue: Number(top?.queue ?? 0) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeContents(trx, id, input.content);
    return id;
  });
}

export async function updateContract(db: Db, id: number, input: ContractInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('contracts')
      .set({ name: input.name, seo_name: input.seo_name, seo_name_tr: input.seo_name_tr, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeContents(trx, id, input.content);
    return true;
  });
}

export async function deleteContract(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('contract_translations').where('contract_id', '=', id).execute();
    const result = await trx.deleteFrom('contracts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Whether another contract already uses `seoName` as either of its seo names. */
export async function seoNameTaken(db: Db, seoName: string, exceptId: number | null): Promise<boolean> {
  let query = db
    .selectFrom('contracts')
    .select('id')
    .where((eb) => eb.or([eb('seo_name', '=', seoName), eb('seo_name_tr', '=', seoName)]));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
