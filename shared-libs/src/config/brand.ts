import type { Brand } from '@vitrin/shared-libs/types/api';

/** The company name a visitor reads: the Turkish name in Turkish, the English one in every other language. */
export function companyNameFor(brand: Brand, lang: string): string {
  return lang === 'tr' ? brand.companyName : brand.companyNameEn;
}
