/**
 * The cross-reference pages' addresses and titles (docs/seo.md, "Cross-reference pages"):
 * `/cross-reference/{manufacturer}/{number}` for one OEM number, `/cross-reference/{manufacturer}` for a maker's
 * numbers. The manufacturer is a slug; the number is written folded (lower case, accents off) with each run of
 * separators (space, dash, dot, slash) as one dash, so folding it as the search does (separators dropped) gives
 * exactly the stored `number_folded`: an address typed in any case or with other separators finds the same rows.
 */
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { slugify } from '@vitrin/shared-libs/utils/slug';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { CrossReference, CrossReferenceManufacturer } from '@vitrin/shared-libs/types/catalogue';
import { localized } from '@vitrin/shared-libs/utils/localized';

/** A manufacturer's part of the address: `ContiTech` → `contitech`. */
export const manufacturerSlug = (manufacturer: string): string => slugify(manufacturer) || '-';

/** An OEM number's part of the address: `W01-358 9082` → `w01-358-9082`. */
export function oemNumberSlug(number: string): string {
  return number
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[\s\-./]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The page of one manufacturer's numbers. */
export const crossReferenceManufacturerPath = (manufacturer: string): string =>
  routePath('cross_reference_manufacturer', manufacturerSlug(manufacturer));

/** The page of one OEM number. */
export const crossReferencePath = (manufacturer: string, number: string): string =>
  routePath('cross_reference', manufacturerSlug(manufacturer), oemNumberSlug(number));

/** "equivalent air spring" / "equivalent part" per language; English where a language has none. */
const EQUIVALENT: Record<string, Record<Section, string>> = {
  en: { air_springs: 'equivalent air spring', spare_parts: 'equivalent part' },
  tr: { air_springs: 'muadil hava körüğü', spare_parts: 'muadil parça' },
};
const NUMBERS_OF: Record<string, string> = {
  en: '{{manufacturer}} part numbers and their equivalents',
  tr: '{{manufacturer}} parça numaraları ve muadilleri',
};

/** "Firestone W01-358-9082 — equivalent air spring VT 4881 NP01" (codes joined by commas). */
export function crossReferenceTitle(
  manufacturer: string,
  number: string,
  section: Section,
  codes: readonly string[],
  lang: string,
): string {
  const words = (EQUIVALENT[lang] ?? EQUIVALENT.en!)[section];
  return `${manufacturer} ${number} — ${words} ${codes.join(', ')}`;
}

/** "Firestone part numbers and their equivalents". */
export function crossReferenceManufacturerTitle(manufacturer: string, lang: string): string {
  return (NUMBERS_OF[lang] ?? NUMBERS_OF.en!).replace('{{manufacturer}}', manufacturer);
}

/** An OEM number's page title and description (its products' codes and names), as the page and the server give them. */
export function crossReferenceMeta(found: CrossReference, lang: string): { title: string; description: string } {
  return {
    title: crossReferenceTitle(
      found.manufacturer,
      found.number,
      found.section,
      found.products.map((p) => p.code),
      lang,
    ),
    description: found.products.map((p) => `${p.code} ${localized(p, 'name', lang)}`.trim()).join(' · '),
  };
}

/** A manufacturer's page title and description (its first twenty numbers with their codes). */
export function crossReferenceManufacturerMeta(
  maker: CrossReferenceManufacturer,
  lang: string,
): { title: string; description: string } {
  return {
    title: crossReferenceManufacturerTitle(maker.manufacturer, lang),
    description: maker.numbers
      .slice(0, 20)
      .map((n) => `${n.number} → ${n.codes.join(', ')}`)
      .join('; '),
  };
}
