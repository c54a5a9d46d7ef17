import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';

/** `{ name, seo_name, seo_name_tr, content_en, content_tr, … }`. */
export type ContractFormData = Record<string, string>;

/**
 * POST /api/admin/contracts with form_data (JSON) creates; the same with _method PUT and the id updates.
 */
export const saveContractApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveContract: build.mutation<AdminContract, { id?: number; form: ContractFormData }>({
      query: ({ id, form }) => ({
        url: '/api/admin/contracts',
        method: 'POST',
        data: id ? { _method: 'PUT', id, form_data: JSON.stringify(form) } : { form_data: JSON.stringify(form) },
      }),
      transformResponse: unwrapData<AdminContract>,
      invalidatesTags: [{ type: 'Contract', id: 'LIST' }],
    }),
  }),
});

export const { useSaveContractMutation } = saveContractApi;
