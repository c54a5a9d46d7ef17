import type { ContractSummary } from '@vitrin/shared-libs/types/api';
import type { ContractDetail } from '@vitrin/shared-libs/types/public';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import { type Db, inTransaction } from '../../db/connection';
import { orderByList } from '../../lib/paging';
import { localize, localizedFor } from '../../lib/localize';
import { nowIso } from '../../lib/time';
import { nextQueue } from '../../lib/queue';
import { MAX_STORABLE_INT } from '../../lib/validation';

const CONTENT_FIELDS = ['content'] as const;
const NAME_FIELDS = ['name'] as const;

type ContractRow = ContractSummary;

/** Each contract's name in `lang`, where it has one; else its own name. */
async function namedIn<T extends ContractRow>(db: Db, rows: T[], lang: string): Promise<T[]> {
  if (rows.length === 0) return rows;
  const names = await db
    .selectFrom('contract_translations')
    .select(['contract_id', 'name'])
    .where('lang', '=', lang)
    .where(
      'contract_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const byId = new Map(names.map((n) => [n.contract_id, n.name?.trim() || null]));
  return rows.map((row) => ({ ...row, name: byId.get(row.id) ?? row.name }));
}

/** The contracts for links, each named in `lang` (its own name where that language has none). */
export async function listContracts(db: Db, lang: string): Promise<ContractSummary[]> {
  const rows = await db
    .selectFrom('contracts')
    .select(['id', 'name', 'seo_name', 'seo_name_tr'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return namedIn(db, rows, lang);
}

function contractBySeoName(db: Db, seoName: string): Promise<ContractSummary | undefined> {
  return db
    .selectFrom('contracts')
    .select(['id', 'name', 'seo_name', 'seo_name_tr'])
    .where((eb) => eb.or([eb('seo_name', '=', seoName), eb('seo_name_tr', '=', seoName)]))
    .executeTakeFirst();
}

/** A contract by either of its seo names (seo_name, falling back to seo_name_tr), named in `lang`. */
export async function findContractBySeoName(db: Db, seoName: string, lang: string): Promise<ContractSummary | undefined> {
  const contract = await contractBySeoName(db, seoName);
  return contract && (await namedIn(db, [contract], lang))[0];
}

/** A contract by id or either seo name, named in `lang`, with its HTML content in every language. */
export async function findContractDetail(
  db: Db,
  idOrSeoName: string,
  langs: readonly string[],
  lang: string,
): Promise<ContractDetail | undefined> {
  // Digits past what an id column holds name no contract by id (PostgreSQL would refuse the comparison).
  const id = /^\d{1,10}$/.test(idOrSeoName) && Number(idOrSeoName) <= MAX_STORABLE_INT ? Number(idOrSeoName) : null;
  const contract =
    id !== null
      ? await db.selectFrom('contracts').select(['id', 'name', 'seo_name', 'seo_name_tr']).where('id', '=', id).executeTakeFirst()
      : await contractBySeoName(db, idOrSeoName);
  if (!contract) return undefined;
  const [named] = await namedIn(db, [contract], lang);
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
  return { ...named!, ...content };
}

const CONTRACT_SORT_COLUMNS = { queue: 'queue', name: 'name', seo_name: 'seo_name' } as const;

/**
 * Every contract with its name and HTML content in every language (`name_en`, `content_en`, …), in their order
 * unless `sort` (a ?sort= of the contracts list) says otherwise.
 */
export async function listAdminContracts(db: Db, langs: readonly string[], sort?: string): Promise<AdminContract[]> {
  const contracts = db.selectFrom('contracts').select(['id', 'name', 'seo_name', 'seo_name_tr', 'queue']);
  const [rows, translations] = await Promise.all([
    sort
      ? orderByList(contracts, 'contracts', sort, CONTRACT_SORT_COLUMNS).execute()
      : contracts.orderBy('queue', 'desc').orderBy('id', 'asc').execute(),
    db.selectFrom('contract_translations').select(['contract_id', 'lang', 'name', 'content']).execute(),
  ]);
  const contents = localize(translations, (r) => r.contract_id, CONTENT_FIELDS, langs);
  const names = localize(translations, (r) => r.contract_id, NAME_FIELDS, langs);
  return rows.map((row) => ({
    ...row,
    ...localizedFor(names, row.id, NAME_FIELDS, langs),
    ...localizedFor(contents, row.id, CONTENT_FIELDS, langs),
  }));
}

export interface ContractInput {
  name: string;
  seo_name: string;
  seo_name_tr: string | null;
  /** The name by language, for the languages sent (null: the contract's own name). */
  names: Record<string, string | null>;
  /** HTML by language, already sanitized. */
  content: Record<string, string | null>;
}

/** Writes the names and contents sent; a language sent with only one of them keeps the other. */
async function writeContents(trx: Db, id: number, { names, content }: Pick<ContractInput, 'names' | 'content'>): Promise<void> {
  for (const lang of new Set([...Object.keys(names), ...Object.keys(content)])) {
    const values = {
      ...(lang in names ? { name: names[lang] ?? null } : {}),
      ...(lang in content ? { content: content[lang] ?? null } : {}),
    };
    await trx
      .insertInto('contract_translations')
      .values({ contract_id: id, lang, ...values })
      .onConflict((oc) => oc.columns(['contract_id', 'lang']).doUpdateSet(values))
      .execute();
  }
}

export async function insertContract(db: Db, input: ContractInput): Promise<number> {
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const queue = await nextQueue(trx, 'contracts');
    const { id } = await trx
      .insertInto('contracts')
      .values({
        name: input.name,
        seo_name: input.seo_name,
        seo_name_tr: input.seo_name_tr,
        queue,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeContents(trx, id, input);
    return id;
  });
}

export async function updateContract(db: Db, id: number, input: ContractInput): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('contracts')
      .set({ name: input.name, seo_name: input.seo_name, seo_name_tr: input.seo_name_tr, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeContents(trx, id, input);
    return true;
  });
}

export async function deleteContract(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
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
