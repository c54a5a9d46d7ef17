import type { Brand } from '@vitrin/shared-libs/types/api';

/** The company name a visitor reads: the Turkish name in Turkish, the English one in every other language. */
export function companyNameFor(brand: Brand, lang: string): string {
  return lang === 'tr' ? brand.companyName : brand.companyNameEn;
}

/** The drawn default logos (api/src/db/seed/brand-assets.ts), whose picture writes the English name. */
const DRAWN_LOGO = /^\/uploads\/brand\/logo(-white)?\.svg$/;

/**
 * The logo a visitor sees (`logo`, or `logo2` on a dark band): a drawn default logo writes the company name in the
 * picture, so Turkish gets its Turkish twin (`logo-tr.svg`) and reads what its alt text and the footer say
 * (companyNameFor). A logo staff uploaded is the same in every language.
 */
export function logoFor(brand: Brand, lang: string, which: 'logo' | 'logo2' = 'logo'): string {
  const src = brand[which];
  return lang === 'tr' && DRAWN_LOGO.test(src) ? src.replace(/\.svg$/, '-tr.svg') : src;
}
