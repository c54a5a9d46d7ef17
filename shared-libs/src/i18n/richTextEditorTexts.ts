/**
 * The rich-text editor's toolbar texts for the staff screens (Turkish, like every admin text). One set for every
 * screen that mounts @vitrin/shared-libs/ui/RichTextEditor; a type-only import keeps TipTap out of this module.
 */
import type { RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor';

export const RICH_TEXT_EDITOR_TEXTS_TR: RichTextEditorTexts = {
  toolbar: 'Metin biçimlendirme',
  paragraph: 'Paragraf',
  heading2: 'Başlık 2',
  heading3: 'Başlık 3',
  bold: 'Kalın',
  italic: 'İtalik',
  bulletList: 'Madde işaretli liste',
  orderedList: 'Numaralı liste',
  link: 'Bağlantı ekle',
  unlink: 'Bağlantıyı kaldır',
  linkUrl: 'Bağlantı adresi (http, https, mailto veya tel)',
  linkInvalid: 'Yalnızca http://, https://, mailto: ve tel: bağlantıları eklenebilir.',
  image: 'Görsel ekle',
  imageFile: 'Görsel dosyası (JPEG, PNG, WebP, GIF; en fazla 10 MB)',
  imageAlt: 'Görsel açıklaması (alternatif metin)',
  uploading: 'Görsel yükleniyor…',
  uploadFailed: 'Görsel yüklenemedi. Dosya türünü ve boyutunu kontrol edin.',
  table: 'Tablo ekle',
  addRow: 'Satır ekle',
  addColumn: 'Sütun ekle',
  deleteRow: 'Satırı sil',
  deleteColumn: 'Sütunu sil',
  deleteTable: 'Tabloyu sil',
  undo: 'Geri al',
  redo: 'Yinele',
  apply: 'Uygula',
  cancel: 'Vazgeç',
};
