import type { ContractSummary } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';

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
