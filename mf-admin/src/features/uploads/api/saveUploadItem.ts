import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { UploadItem, UploadResource } from '../types/uploads';

export interface UploadItemSave {
  resource: UploadResource;
  /** The stored item to update (PUT, files optional); absent to add one (POST). */
  id?: number;
  /** Multipart file fields: `file` (certificates), `cover` and `file` (catalogues), `image` (slides), `file_img` (icons). */
  files: Record<string, File>;
  /** Text fields: `title_<abbr>` per language, and `subtitle_<abbr>`, `link` or `link_<abbr>` on the home lists. */
  texts: Record<string, string>;
  /** Called with 0–100 while the files are sent. */
  onProgress?: (percent: number) => void;
}

export const saveUploadItemApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveUploadItem: build.mutation<UploadItem, UploadItemSave>({
      query: ({ resource, id, files, texts, onProgress }) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(texts)) form.append(key, value);
        for (const [field, file] of Object.entries(files)) form.append(field, file);
        return {
          url: id === undefined ? `/api/admin/${resource}` : `/api/admin/${resource}/${id}`,
          method: id === undefined ? 'POST' : 'PUT',
          data: form,
          onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
        };
      },
      transformResponse: unwrapData<UploadItem>,
      invalidatesTags: (_result, _error, { resource }) => [{ type: 'Content', id: resource }],
    }),
  }),
});

export const { useSaveUploadItemMutation } = saveUploadItemApi;
