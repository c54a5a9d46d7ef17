import { contentText } from '../../../i18n/contentTexts';
import type { UploadField, UploadResource, UploadTextField } from '../types/uploads';

const IMAGES = 'image/jpeg,image/png,image/webp,image/gif';
const PDF = 'application/pdf';

/** The file fields of each upload list's form, as the API takes them. */
export function uploadFields(resource: UploadResource): UploadField[] {
  if (resource === 'certificates') {
    return [
      {
        name: 'file',
        label: contentText('certificates.file'),
        help: contentText('certificates.fileHelp'),
        accept: `${IMAGES},${PDF}`,
      },
    ];
  }
  if (resource === 'home/slides') {
    return [{ name: 'image', label: contentText('home.slideImage'), help: contentText('imageHelp'), accept: IMAGES }];
  }
  if (resource === 'home/icons') {
    return [{ name: 'file_img', label: contentText('home.iconImage'), help: contentText('imageHelp'), accept: IMAGES }];
  }
  return [
    { name: 'cover', label: contentText('catalogues.cover'), help: contentText('catalogues.coverHelp'), accept: IMAGES },
    { name: 'file', label: contentText('catalogues.file'), help: contentText('catalogues.fileHelp'), accept: PDF },
  ];
}

/** The text fields of each upload list's form: every list has a per-language title; the home lists have more. */
export function uploadTextFields(resource: UploadResource): UploadTextField[] {
  const title: UploadTextField = { name: 'title', localized: true, maxLength: 255 };
  if (resource === 'home/slides') {
    return [
      title,
      { name: 'subtitle', localized: true, maxLength: 500 },
      { name: 'link', localized: false, maxLength: 255, help: contentText('home.linkHelp') },
    ];
  }
  if (resource === 'home/icons')
    return [title, { name: 'link', localized: true, maxLength: 500, help: contentText('home.linkHelp') }];
  return [title];
}

/** A resource as an HTML id part: home/slides → home-slides. */
export const resourceKey = (resource: UploadResource): string => resource.replace('/', '-');
