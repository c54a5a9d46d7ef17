import { ct } from '../../../i18n/contentTexts';
import type { UploadField, UploadResource, UploadTextField } from '../types/uploads';

const IMAGES = 'image/jpeg,image/png,image/webp,image/gif';
const PDF = 'application/pdf';

/** The file fields of each upload list's form, as the API takes them. */
export function uploadFields(resource: UploadResource): UploadField[] {
  if (resource === 'certificates') {
    return [{ name: 'file', label: ct('certificates.file'), help: ct('certificates.fileHelp'), accept: `${IMAGES},${PDF}` }];
  }
  if (resource === 'home/slides') {
    return [{ name: 'image', label: ct('home.slideImage'), help: ct('imageHelp'), accept: IMAGES }];
  }
  if (resource === 'home/icons') {
    return [{ name: 'file_img', label: ct('home.iconImage'), help: ct('imageHelp'), accept: IMAGES }];
  }
  return [
    { name: 'cover', label: ct('catalogues.cover'), help: ct('catalogues.coverHelp'), accept: IMAGES },
    { name: 'file', label: ct('catalogues.file'), help: ct('catalogues.fileHelp'), accept: PDF },
  ];
}

/** The text fields of each upload list's form: every list has a per-language title; the home lists have more. */
export function uploadTextFields(resource: UploadResource): UploadTextField[] {
  const title: UploadTextField = { name: 'title', localized: true, maxLength: 255 };
  if (resource === 'home/slides') {
    return [
      title,
      { name: 'subtitle', localized: true, maxLength: 500 },
      { name: 'link', localized: false, maxLength: 255, help: ct('home.linkHelp') },
    ];
  }
  if (resource === 'home/icons') return [title, { name: 'link', localized: true, maxLength: 500, help: ct('home.linkHelp') }];
  return [title];
}

/** A resource as an HTML id part: home/slides → home-slides. */
export const resourceKey = (resource: UploadResource): string => resource.replace('/', '-');
