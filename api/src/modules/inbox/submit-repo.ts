import type { Db } from '../../db/connection';
import type { NewContactMessageRow } from '../../db/tables/contact-messages';
import type { NewHumanResourcesMessageRow } from '../../db/tables/human-resources-messages';
import { nowIso } from '../../lib/time';

export type ContactSubmission = Pick<NewContactMessageRow, 'company_name' | 'name' | 'email' | 'phone' | 'message'>;

export async function storeContactMessage(db: Db, message: ContactSubmission, ip: string): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...message, ip, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type HumanResourcesSubmission = Pick<
  NewHumanResourcesMessageRow,
  'name' | 'email' | 'phone' | 'position' | 'message' | 'cv_file_id'
>;

export async function storeHumanResourcesMessage(db: Db, application: HumanResourcesSubmission, ip: string): Promise<number> {
  const row = await db
    .insertInto('human_resources_messages')
    .values({ ...application, kvkk_consent: 1, ip, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
