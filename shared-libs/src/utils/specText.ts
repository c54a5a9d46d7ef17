/** A spec row as a page shows it: a registry property's label and unit in the page's language, or a free row's own. */
import { isSpecKey, SPEC_KEY_TABLE, specKeyLabel } from '@vitrin/shared-libs/registry/specKeys';
import type { ProductSpec } from '@vitrin/shared-libs/types/catalogue';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { localizeDecimals } from '@vitrin/shared-libs/utils/number';

/** The row's label in `lang`. */
export function specLabel(spec: ProductSpec, lang: string): string {
  return isSpecKey(spec.key) ? specKeyLabel(spec.key, lang) : localized(spec, 'label', lang);
}

/** The row's value with its unit, decimals as `lang` writes them. */
export function specValueText(spec: Pick<ProductSpec, 'key' | 'value' | 'unit'>, lang: string): string {
  const unit = isSpecKey(spec.key) ? SPEC_KEY_TABLE[spec.key].unit : spec.unit;
  const value = localizeDecimals(spec.value, lang);
  return unit ? `${value} ${unit}` : value;
}
