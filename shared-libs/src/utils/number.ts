/** Numbers in a visitor's language: Turkish (and every language that writes a decimal comma) writes 6,2, not 6.2. */

/** The decimal separator the language writes. */
export function decimalSeparator(lang: string): string {
  try {
    return new Intl.NumberFormat(lang).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/** A stored value ("6.2", "390-420.5") with its decimal points written as the language writes them. */
export function localizeDecimals(value: string, lang: string): string {
  const separator = decimalSeparator(lang);
  return separator === '.' ? value : value.replace(/(\d)\.(\d)/g, `$1${separator}$2`);
}
