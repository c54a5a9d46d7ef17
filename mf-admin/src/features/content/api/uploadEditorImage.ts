import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { FileAsset } from '@vitrin/shared-libs/types/files';

export const uploadEditorImageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadEditorImage: build.mutation<FileAsset, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file);
        return { url: '/api/admin/contents/images', method: 'POST', data: form };
      },
      transformResponse: unwrapData<FileAsset>,
    }),
  }),
});

export const { useUploadEditorImageMutation } = uploadEditorImageApi;
