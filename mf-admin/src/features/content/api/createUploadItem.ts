import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { UploadItem, UploadResource } from '../types/uploads';

export interface UploadItemCreate {
  resource: UploadResource;
  /** Multipart file fields: `file` (certificates), `cover` and `file` (catalogues). */
  files: Record<string, File>;
  /** `title_<abbr>` per language. */
  titles: Record<string, string>;
  /** Called with 0–100 while the files are sent. */
  onProgress?: (percent: number) => void;
}

export const createUploadItemApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createUploadItem: build.mutation<UploadItem, UploadItemCreate>({
      query: ({ resource, files, titles, onProgress }) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(titles)) form.append(key, value);
        for (const [field, file] of Object.entries(files)) form.append(field, file);
        return {
          url: `/api/admin/${resource}`,
          method: 'POST',
          data: form,
          onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
        };
      },
      transformResponse: unwrapData<UploadItem>,
      invalidatesTags: (_result, _error, { resource }) => [{ type: 'Content', id: resource }],
    }),
  }),
});

export const { useCreateUploadItemMutation } = createUploadItemApi;
