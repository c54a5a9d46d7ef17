import type { SocialMediaItem } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { nextQueue } from '../../lib/queue';

export function listSocialMedia(db: Db): Promise<SocialMediaItem[]> {
  return db
    .selectFrom('social_media')
    .select(['id', 'name', 'uri', 'icon_name', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

export interface SocialMediaInput {
  name: string;
  uri: string;
  icon_name: string;
}

export function findSocialMedia(db: Db, id: number): Promise<SocialMediaItem | undefined> {
  return db
    .selectFrom('social_media')
    .select(['id', 'name', 'uri', 'icon_name', 'queue'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A new link goes to the top of the list: one more than the heaviest weight. */
export async function insertSocialMedia(db: Db, input: SocialMediaInput): Promise<number> {
  const queue = await nextQueue(db, 'social_media');
  const row = await db
    .insertInto('social_media')
    .values({ ...input, queue })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSocialMedia(db: Db, id: number, input: SocialMediaInput): Promise<boolean> {
  const result = await db.updateTable('social_media').set(input).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSocialMedia(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('social_media').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
