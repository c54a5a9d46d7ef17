import type { HomeIcon, HomeSlide } from '@vitrin/shared-libs/types/api';
import type { AdminCatalogue, AdminCertificate } from '@vitrin/shared-libs/types/content';

/** The ordered lists of uploaded files the content editors manage (the path under /api/admin). */
export type UploadResource = 'certificates' | 'catalogues' | 'home/slides' | 'home/icons';

export type UploadItem = AdminCertificate | AdminCatalogue | HomeSlide | HomeIcon;

/** One file field of the upload form. */
export interface UploadField {
  /** The multipart field name (and the item's property holding the stored file). */
  name: 'file' | 'cover' | 'image' | 'file_img';
  label: string;
  help: string;
  accept: string;
}

/** One text field of the upload form: per language (`title_<abbr>`) or one for all languages (`link`). */
export interface UploadTextField {
  name: 'title' | 'subtitle' | 'link';
  localized: boolean;
  maxLength: number;
  /** Shown under the field. */
  help?: string;
}
