/** Lower-case ASCII for search: Turkish letters (İ ı ş ğ ü ö ç) and other accents folded. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i');
}

/** A part or OEM number for search: folded, without spaces, dashes, dots or slashes. */
export function foldCode(value: string): string {
  return foldText(value).replace(/[\s\-./]+/g, '');
}
