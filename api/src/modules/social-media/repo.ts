import type { SocialMediaItem } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';

export function listSocialMedia(db: Db): Promise<SocialMediaItem[]> {
  return db
    .selectFrom('social_media')
    .select(['id', 'name', 'uri', 'icon_name', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
}
