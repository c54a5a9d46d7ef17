/** A change to a stored content text with one image (a content page, a page banner), and how it is sent. */
import type { LocalizedValues } from './localizedValues';

export interface TextsImageChange {
  /** `<field>_<abbr>` of the texts edited. */
  texts: LocalizedValues;
  image: File | null;
  removeImage: boolean;
}

/** The multipart body of the PUT that carries the change. */
export function textsImageFormData({ texts, image, removeImage }: TextsImageChange): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(texts)) form.append(name, value);
  if (image) form.append('image', image);
  if (removeImage) form.append('remove_image', '1');
  return form;
}
