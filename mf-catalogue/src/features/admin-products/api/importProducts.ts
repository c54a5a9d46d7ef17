/** POST /api/admin/products/import?section&dry_run: a CSV or XLSX file checked (dry run) or applied. */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { ImportReport } from '@vitrin/shared-libs/types/catalogue';

export interface ImportRequest {
  section: Section;
  file: File;
  /** true: only report what would happen; false: apply (all or nothing). */
  dryRun: boolean;
  /** Called with 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
}

export const importProductsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    importProducts: build.mutation<ImportReport, ImportRequest>({
      query: ({ section, file, dryRun, onProgress }) => {
        const form = new FormData();
        form.append('file', file);
        return {
          url: '/api/admin/products/import',
          method: 'POST',
          params: { section, dry_run: dryRun ? 1 : 0 },
          data: form,
          onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
        };
      },
      transformResponse: unwrapData<ImportReport>,
      // Applied: the list and any product read before show the new and changed products.
      invalidatesTags: (_result, _error, { dryRun }) => (dryRun ? [] : ['Product']),
    }),
  }),
});

export const { useImportProductsMutation } = importProductsApi;
