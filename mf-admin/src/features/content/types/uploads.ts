import type { AdminCatalogue, AdminCertificate } from '@vitrin/shared-libs/types/content';

/** The ordered lists of uploaded files the content editors manage. */
export type UploadResource = 'certificates' | 'catalogues';

export type UploadItem = AdminCertificate | AdminCatalogue;

/** One file field of the upload form. */
export interface UploadField {
  /** The multipart field name (and the item's property holding the stored file). */
  name: 'file' | 'cover';
  label: string;
  help: string;
  accept: string;
}
