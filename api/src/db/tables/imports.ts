import type { Generated } from 'kysely';

/** A catalogue import under way: one row per section while it runs, held until `expires_at` (modules/products). */
export interface ImportLocksTable {
  section: string;
  /** Who holds it: the import's own random id. */
  holder: string;
  /** ISO time the lease ends unless renewed; a crashed holder's lease is taken over after it. */
  expires_at: string;
}

/** The full report of a catalogue import (every listed row, each change and refusal), as CSV text. */
export interface ImportReportsTable {
  id: Generated<number>;
  section: string;
  file_name: string;
  user_id: number | null;
  created_at: string;
  content: string;
}
