import type { Db } from '../../db/connection';
import type { NewContactMessageRow } from '../../db/tables/contact-messages';
import type { NewHumanResourcesMessageRow } from '../../db/tables/human-resources-messages';
import { nowIso } from '../../lib/time';

export type ContactSubmission = Pick<NewContactMessageRow, 'company_name' | 'name' | 'email' | 'phone' | 'message'>;

/** Stores a contact message once per dedupe key; returns its id (the first one's on a repeat). */
export async function storeContactMessage(db: Db, message: ContactSubmission, ip: string, dedupeKey: string): Promise<number> {
  const existing = await db.selectFrom('contact_messages').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('contact_messages')
    .values({ ...message, ip, dedupe_key: dedupeKey, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type HumanResourcesSubmission = Pick<
  NewHumanResourcesMessageRow,
  'name' | 'email' | 'phone' | 'position' | 'message' | 'cv_file_id'
>;

export async function findHumanResourcesByDedupe(db: Db, dedupeKey: string): Promise<number | undefined> {
  const row = await db.selectFrom('human_resources_messages').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  return row?.id;
}

export async function storeHumanResourcesMessage(
  db: Db,
  application: HumanResourcesSubmission,
  ip: string,
  dedupeKey: string,
): Promise<number> {
  const row = await db
    .insertInto('human_resources_messages')
    .values({ ...application, kvkk_consent: 1, ip, dedupe_key: dedupeKey, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
