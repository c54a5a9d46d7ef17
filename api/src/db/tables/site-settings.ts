import type { Insertable, Selectable, Updateable } from 'kysely';

/** Site settings as key/value pairs (google_script, keywords, …). */
export interface SiteSettingsTable {
  key: string;
  value: string | null;
}

export type SiteSettingRow = Selectable<SiteSettingsTable>;
export type NewSiteSettingRow = Insertable<SiteSettingsTable>;
export type SiteSettingUpdate = Updateable<SiteSettingsTable>;
