/** GET /api/pages/contracts (links) and /api/pages/contract/{id} (one contract's content). */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ContractSummary } from '@vitrin/shared-libs/types/api';
import type { ContractDetail } from '@vitrin/shared-libs/types/public';

export const contractsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    contracts: build.query<ContractSummary[], void>({
      query: () => '/api/pages/contracts',
      transformResponse: unwrapData<ContractSummary[]>,
      providesTags: [{ type: 'Contract', id: 'LIST' }],
    }),
    contract: build.query<ContractDetail, string>({
      query: (id) => `/api/pages/contract/${encodeURIComponent(id)}`,
      transformResponse: unwrapData<ContractDetail>,
      providesTags: (_result, _error, id) => [{ type: 'Contract', id }],
    }),
  }),
});

export const { useContractsQuery, useContractQuery } = contractsApi;

/** A contract's link uses seo_name, falling back to seo_name_tr when seo_name is null. */
export const contractSeoName = (contract: ContractSummary): string =>
  contract.seo_name ?? contract.seo_name_tr ?? String(contract.id);
