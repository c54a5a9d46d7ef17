/**
 * A product's gallery: PUT /api/admin/products/files-queue/{id} (file_list comma-joined, gallery_type),
 * PUT and DELETE /api/admin/products/{id}/files/{fileId}; uploads go through uploadProductFile (progress).
 */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { http } from '@vitrin/shared-libs/api/http';
import type { Envelope } from '@vitrin/shared-libs/types/api';
import type { GalleryType, ProductFile } from '@vitrin/shared-libs/types/catalogue';

export const productFilesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveFilesQueue: build.mutation<unknown, { productId: number; galleryType: GalleryType; fileIds: number[] }>({
      query: ({ productId, galleryType, fileIds }) => ({
        url: `/api/admin/products/files-queue/${productId}`,
        method: 'PUT',
        data: { file_list: fileIds.join(','), gallery_type: galleryType },
      }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Product', id: productId }],
    }),
    saveFileAlt: build.mutation<unknown, { productId: number; fileId: number; alts: Record<string, string> }>({
      query: ({ productId, fileId, alts }) => ({
        url: `/api/admin/products/${productId}/files/${fileId}`,
        method: 'PUT',
        data: alts,
      }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Product', id: productId }],
    }),
    deleteProductFile: build.mutation<unknown, { productId: number; fileId: number }>({
      query: ({ productId, fileId }) => ({ url: `/api/admin/products/${productId}/files/${fileId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { productId }) => [
        { type: 'Product', id: productId },
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const { useSaveFilesQueueMutation, useSaveFileAltMutation, useDeleteProductFileMutation } = productFilesApi;

/** POST /api/admin/products/{id}/files (multipart), reporting upload progress 0–100. */
export async function uploadProductFile(
  productId: number,
  file: File,
  galleryType: GalleryType,
  alts: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<ProductFile> {
  const form = new FormData();
  form.append('gallery_type', galleryType);
  for (const [key, value] of Object.entries(alts)) form.append(key, value);
  form.append('file', file);
  const response = await http.post<Envelope<ProductFile>>(`/api/admin/products/${productId}/files`, form, {
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return response.data.data;
}

/** POST /api/admin/uploads/image (multipart `file`): an image placed in the description; resolves with its URL. */
export async function uploadDescriptionImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await http.post<Envelope<{ url: string }>>('/api/admin/uploads/image', form);
  return response.data.data.url;
}
