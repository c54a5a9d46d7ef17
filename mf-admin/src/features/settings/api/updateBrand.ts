import { adminApi } from '@vitrin/shared-libs/api/adminApi';

export interface BrandInput {
  company_name: string;
  company_name_en: string;
  company_url: string;
  main_color: string;
  second_color: string;
  logo?: File | null;
  logo2?: File | null;
  favicon?: File | null;
}

/** PUT /api/admin/settings/brand as multipart; images only when a new one was picked. */
export const updateBrandApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updateBrand: build.mutation<unknown, BrandInput>({
      query: (input) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(input)) {
          if (value instanceof File) body.append(key, value);
          else if (typeof value === 'string') body.append(key, value);
        }
        return { url: '/api/admin/settings/brand', method: 'PUT', data: body };
      },
      invalidatesTags: [{ type: 'Settings', id: 'brand' }],
    }),
  }),
});

export const { useUpdateBrandMutation } = updateBrandApi;
