import { foldCode, foldText } from './fold';

/**
 * A product's search text (products.search_text, written by the products module, the demo seed and the benchmark's
 * products): `|code|oem…||name…|`, each folded (lib/fold): what searchProducts scans. The empty part `||` parts
 * the numbers from the names, so a search can ask for either alone (search_type, modules/products/search.ts).
 */
export function searchTextOf(code: string, oemNumbers: readonly string[], names: readonly (string | null)[]): string {
  const numbers = [foldCode(code), ...oemNumbers.map(foldCode)].filter(Boolean);
  // Names also go in without separators, so a part number quoted in a name matches however it is typed.
  const words = names.flatMap((n) => (n ? [foldText(n), foldCode(n)] : [])).filter(Boolean);
  return `|${numbers.join('|')}||${words.join('|')}|`;
}
