import { ct } from '../../../i18n/contentTexts';
import type { UploadField, UploadResource } from '../types/uploads';

const IMAGES = 'image/jpeg,image/png,image/webp,image/gif';
const PDF = 'application/pdf';

/** The file fields of each upload list's form, as the API takes them. */
export function uploadFields(resource: UploadResource): UploadField[] {
  if (resource === 'certificates') {
    return [{ name: 'file', label: ct('certificates.file'), help: ct('certificates.fileHelp'), accept: `${IMAGES},${PDF}` }];
  }
  return [
    { name: 'cover', label: ct('catalogues.cover'), help: ct('catalogues.coverHelp'), accept: IMAGES },
    { name: 'file', label: ct('catalogues.file'), help: ct('catalogues.fileHelp'), accept: PDF },
  ];
}
