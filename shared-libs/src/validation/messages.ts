/** The validation messages every form and the API share, each written once. */

export const REQUIRED = '* Bu Alan Zorunlu';
/** The answer's message when a form is refused. */
export const FAILED = 'İşlem Başarısız!';
export const NUMERIC = 'Değer sayısal olmalı';
/** A spec row naming a property of the spec-key registry that is not in it. */
export const UNKNOWN_SPEC_KEY = 'Geçersiz özellik';
/** Two spec rows of one product naming the same property. */
export const DUPLICATE_SPEC_KEY = 'Bu özellik bir kez girilebilir';
export const tooLong = (max: number) => `Bu Alan ${max} Karakteri Geçemez`;
export const tooShort = (min: number) => `Bu Alan ${min} Karakterden Az Olamaz`;
/** A text holding a character no field stores (NUL). */
export const INVALID_CHARACTER = 'Bu Alan Geçersiz Bir Karakter İçeriyor';
/** A number no field stores (not finite, or past the integer columns' range). */
export const OUT_OF_RANGE = 'Bu Alan İçin Sayı Çok Büyük';

/** A staff call about a record that does not exist (any more): the admin's 404 (docs/validation.md, "Who reads a message"). */
export const NOT_FOUND = 'Kayıt bulunamadı';
/** A refused reorder (a list of weights that does not fit the list). */
export const ORDER_NOT_CHANGED = 'Sıra Düzeni Değiştirilmedi!';

/** A web address staff type (a site, a social-media page, a map link): http:// or https://, no spaces. */
export const HTTP_URL = /^https?:\/\/\S+$/i;
export const NOT_HTTP_URL = 'http:// veya https:// ile başlayan bir adres giriniz';

/** Scheduled publishing (docs/architecture.md, "Scheduled publishing"). */
export const NOT_A_DATE_TIME = 'Geçerli bir tarih ve saat giriniz';
export const UNPUBLISH_BEFORE_PUBLISH = 'Yayından kaldırma tarihi, yayın tarihinden sonra olmalı';
export const NOT_A_TIME_ZONE = 'Geçerli bir saat dilimi giriniz (ör. Europe/Istanbul)';
export const HOME_ALWAYS_SHOWN = 'Ana sayfa planlanamaz; her zaman yayındadır';
