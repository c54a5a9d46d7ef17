import type { Insertable, Selectable, Updateable } from 'kysely';

/** A contract's name and HTML content in one language (no name: the contract's own `name`). */
export interface ContractTranslationsTable {
  contract_id: number;
  lang: string;
  name: string | null;
  content: string | null;
}

export type ContractTranslationRow = Selectable<ContractTranslationsTable>;
export type NewContractTranslationRow = Insertable<ContractTranslationsTable>;
export type ContractTranslationUpdate = Updateable<ContractTranslationsTable>;
