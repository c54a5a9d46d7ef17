/** The validation messages every form and the API share, each written once. */

export const REQUIRED = '* Bu Alan Zorunlu';
/** The answer's message when a form is refused. */
export const FAILED = 'İşlem Başarısız!';
export const NUMERIC = 'Değer sayısal olmalı';
export const tooLong = (max: number) => `Bu Alan ${max} Karakteri Geçemez`;
export const tooShort = (min: number) => `Bu Alan ${min} Karakterden Az Olamaz`;
