import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A legal text (KVKK, cookie policy, sales terms …). */
export interface ContractsTable {
  id: Generated<number>;
  name: string;
  seo_name: string | null;
  seo_name_tr: string | null;
  queue: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type ContractRow = Selectable<ContractsTable>;
export type NewContractRow = Insertable<ContractsTable>;
export type ContractUpdate = Updateable<ContractsTable>;
