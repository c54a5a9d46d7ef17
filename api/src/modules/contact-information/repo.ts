import type { ContactInfoGroups, ContactInfoItem, ContactInfoSection } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';

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
