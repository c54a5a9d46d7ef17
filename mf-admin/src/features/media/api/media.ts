/** News, videos, photos and blog (GET/POST/PUT/DELETE /api/admin/media/{kind}…, docs/api.md). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ListQueryArgs, MediaKind, Paged } from '@vitrin/shared-libs/types/api';
import type { AdminMediaItem, AdminMediaSummary } from '@vitrin/shared-libs/types/content';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';
import type { Scheduled, ScheduledDetail } from '@vitrin/shared-libs/types/schedule';

/** A list row and the edit form's item, each with its publishing window (docs/architecture.md, "Scheduled publishing"). */
export type MediaRow = AdminMediaSummary & Scheduled;
export type MediaFormItem = AdminMediaItem & ScheduledDetail;

/** One kind's list as the address keeps it (useListState). */
export type MediaListArgs = { kind: MediaKind } & ListQueryArgs<'is_active' | 'missing_lang' | 'schedule'>;

export interface MediaSave {
  kind: MediaKind;
  /** Absent: create. */
  id?: number;
  /**
   * `title_<abbr>`, `summary_<abbr>`, `body_<abbr>`, `seo_name`, `published_at`, `video_url`, `publish_at`,
   * `unpublish_at`: what changed.
   */
  texts: Record<string, string>;
  isActive?: boolean;
  cover?: File | null;
  removeCover?: boolean;
}

const listTag = (kind: MediaKind) => ({ type: 'Content' as const, id: `media/${kind}` });
const itemTag = (kind: MediaKind, id: number) => ({ type: 'Content' as const, id: `media/${kind}/${id}` });

export const mediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    mediaList: build.query<Paged<MediaRow>, MediaListArgs>({
      query: ({ kind, ...params }) => ({ url: `/api/admin/media/${kind}`, params }),
      transformResponse: unwrapData<Paged<MediaRow>>,
      providesTags: (_result, _error, { kind }) => [listTag(kind)],
    }),
    mediaItem: build.query<MediaFormItem, { kind: MediaKind; id: number }>({
      query: ({ kind, id }) => `/api/admin/media/${kind}/${id}`,
      transformResponse: unwrapData<MediaFormItem>,
      providesTags: (_result, _error, { kind, id }) => [itemTag(kind, id)],
    }),
    saveMedia: build.mutation<MediaFormItem, MediaSave>({
      query: ({ kind, id, texts, isActive, cover, removeCover }) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(texts)) form.append(key, value);
        if (isActive !== undefined) form.append('is_active', isActive ? '1' : '0');
        if (cover) form.append('cover', cover);
        if (removeCover) form.append('remove_cover', '1');
        return {
          url: id === undefined ? `/api/admin/media/${kind}` : `/api/admin/media/${kind}/${id}`,
          method: id === undefined ? 'POST' : 'PUT',
          data: form,
        };
      },
      transformResponse: unwrapData<MediaFormItem>,
      invalidatesTags: (result, _error, { kind, id }) =>
        result ? [listTag(kind), ...(id !== undefined ? [itemTag(kind, id)] : [])] : [],
    }),
    deleteMedia: build.mutation<unknown, { kind: MediaKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/api/admin/media/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => [listTag(kind)],
    }),
    addGalleryFiles: build.mutation<AdminMediaItem, { kind: MediaKind; id: number; files: File[] }>({
      query: ({ kind, id, files }) => {
        const form = new FormData();
        for (const file of files) form.append('files', file);
        return { url: `/api/admin/media/${kind}/${id}/gallery`, method: 'POST', data: form };
      },
      transformResponse: unwrapData<AdminMediaItem>,
      invalidatesTags: (_result, _error, { kind, id }) => [itemTag(kind, id)],
    }),
    deleteGalleryFile: build.mutation<AdminMediaItem, { kind: MediaKind; id: number; fileId: number }>({
      query: ({ kind, id, fileId }) => ({
        url: `/api/admin/media/${kind}/${id}/gallery/${fileId}`,
        method: 'DELETE',
      }),
      transformResponse: unwrapData<AdminMediaItem>,
      invalidatesTags: (_result, _error, { kind, id }) => [itemTag(kind, id)],
    }),
    saveGalleryQueue: build.mutation<AdminMediaItem, { kind: MediaKind; id: number; queue: QueueEntry[] }>({
      query: ({ kind, id, queue }) => ({
        url: `/api/admin/media/${kind}/${id}/gallery-queue`,
        method: 'PUT',
        data: { queue },
      }),
      transformResponse: unwrapData<AdminMediaItem>,
      invalidatesTags: (_result, _error, { kind, id }) => [itemTag(kind, id)],
    }),
  }),
});

export const {
  useMediaListQuery,
  useMediaItemQuery,
  useSaveMediaMutation,
  useDeleteMediaMutation,
  useAddGalleryFilesMutation,
  useDeleteGalleryFileMutation,
  useSaveGalleryQueueMutation,
} = mediaApi;
