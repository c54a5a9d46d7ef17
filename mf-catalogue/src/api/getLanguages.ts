/** The catalogue forms' language order: the default language first, then the others as listed. */
import type { Language } from '@vitrin/shared-libs/types/api';

export function orderedLanguages(languages: readonly Language[]): Language[] {
  return [...languages].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}
