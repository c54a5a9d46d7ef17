import type { ContractSummary } from '@vitrin/shared-libs/types/api';
import type { ContractDetail } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';

const CONTENT_FIELDS = ['content'] as const;

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
