/**
 * The compare page's products as its address holds them: `/compare?products=a,b,c` (seo names, at most four,
 * each once, in the order chosen).
 */
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';

export const COMPARE_MAX = 4;
const COMPARE_PATH = PUBLIC_ROUTES.compare;

/** The seo names of a `products` parameter: trimmed, distinct, at most COMPARE_MAX. */
export function compareSeoNames(value: string): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.length <= 190);
  return [...new Set(names)].slice(0, COMPARE_MAX);
}

/** The compare page of these products. */
export const compareHref = (seoNames: readonly string[]): string =>
  seoNames.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?products=${seoNames.map(encodeURIComponent).join(',')}`;
