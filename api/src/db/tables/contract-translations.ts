import type { Insertable, Selectable, Updateable } from 'kysely';

/** A contract's HTML content in one language. */
export interface ContractTranslationsTable {
  contract_id: number;
  lang: string;
  content: string | null;
}

export type ContractTranslationRow = Selectable<ContractTranslationsTable>;
export type NewContractTranslationRow = Insertable<ContractTranslationsTable>;
export type ContractTranslationUpdate = Updateable<ContractTranslationsTable>;
