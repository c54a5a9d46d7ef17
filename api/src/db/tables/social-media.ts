import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A social media link. */
export interface SocialMediaTable {
  id: Generated<number>;
  name: string;
  uri: string;
  icon_name: string;
  queue: Generated<number>;
}

export type SocialMediaRow = Selectable<SocialMediaTable>;
export type NewSocialMediaRow = Insertable<SocialMediaTable>;
export type SocialMediaUpdate = Updateable<SocialMediaTable>;
