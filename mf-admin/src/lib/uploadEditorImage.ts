import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';

/**
 * POST /api/admin/uploads/image (multipart `file`): an image for any rich-text editor of the panel (pages, media,
 * contracts); answers the URL it inserts. One endpoint: RTK Query keeps the first of two injected under one name.
 */
export const uploadEditorImageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadEditorImage: build.mutation<{ url: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/admin/uploads/image', method: 'POST', data: body };
      },
      transformResponse: unwrapData<{ url: string }>,
    }),
  }),
});

export const { useUploadEditorImageMutation } = uploadEditorImageApi;
