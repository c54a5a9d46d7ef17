import { adminApi } from '@vitrin/shared-libs/api/adminApi';

/** `{ key, title_en, description_en, title_tr, … }`. */
export type PageMetaInput = { key: string } & Record<string, string>;

export const updatePageMetaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updatePageMeta: build.mutation<unknown, PageMetaInput>({
      query: (input) => ({ url: '/api/admin/page-meta', method: 'PUT', data: input }),
      invalidatesTags: ['PageMeta'],
    }),
  }),
});

export const { useUpdatePageMetaMutation } = updatePageMetaApi;
