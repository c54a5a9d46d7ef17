import type { ContactInfoGroups, ContactInfoItem, ContactInfoSection } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { nextQueue } from '../../lib/queue';

/** One language's contact entries grouped by section, heaviest queue first. */
export async function contactInformationGroups(db: Db, lang: string): Promise<ContactInfoGroups> {
  const rows = await db
    .selectFrom('contact_information')
    .select(['id', 'section', 'name', 'content', 'lang', 'queue'])
    .where('lang', '=', lang)
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const groups: ContactInfoGroups = {};
  for (const row of rows) {
    const section = row.section as ContactInfoSection;
    const item: ContactInfoItem = { ...row, section };
    (groups[section] ??= []).push(item);
  }
  return groups;
}

const COLUMNS = ['id', 'section', 'name', 'content', 'lang', 'queue'] as const;

export interface ContactInfoInput {
  section: ContactInfoSection;
  name: string;
  content: string;
  lang: string;
}

/** Every entry in every language (or one language), by section, heaviest queue first. */
export async function listContactInformation(db: Db, lang?: string): Promise<ContactInfoItem[]> {
  let query = db.selectFrom('contact_information').select(COLUMNS);
  if (lang) query = query.where('lang', '=', lang);
  const rows = await query.orderBy('section').orderBy('queue', 'desc').orderBy('id', 'asc').execute();
  return rows.map((row) => ({ ...row, section: row.section as ContactInfoSection }));
}

export async function findContactInformation(db: Db, id: number): Promise<ContactInfoItem | undefined> {
  const row = await db.selectFrom('contact_information').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && { ...row, section: row.section as ContactInfoSection };
}

/** A new entry goes to the top of its section and language. */
export async function insertContactInformation(db: Db, input: ContactInfoInput): Promise<number> {
  const queue = await nextQueue(db, 'contact_information', { section: input.section, lang: input.lang });
  const row = await db
    .insertInto('contact_information')
    .values({ ...input, queue })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContactInformation(db: Db, id: number, input: ContactInfoInput): Promise<boolean> {
  const result = await db.updateTable('contact_information').set(input).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteContactInformation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_information').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
