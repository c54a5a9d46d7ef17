/** A product card's main measurements (the spec-key registry's `main` properties the product has), as a small list. */
import { useTranslation } from 'react-i18next';
import { isSpecKey, SPEC_KEY_TABLE } from '@vitrin/shared-libs/registry/specKeys';
import type { ProductSpec } from '@vitrin/shared-libs/types/catalogue';
import { specLabel, specValueText } from '@vitrin/shared-libs/utils/specText';

export function KeyMeasurements({ specs, only }: { specs: readonly ProductSpec[]; only?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const shown = specs.filter((spec) =>
    only ? only.includes(spec.key ?? '') : isSpecKey(spec.key) && 'main' in SPEC_KEY_TABLE[spec.key],
  );
  if (shown.length === 0) return null;
  return (
    <dl className="small row mb-0 mt-2" aria-label={t('cross_reference.key_measurements')}>
      {shown.map((spec) => (
        <div className="col-12 d-flex justify-content-between gap-2" key={spec.key ?? spec.id}>
          <dt className="fw-normal text-body-secondary">{specLabel(spec, lang)}</dt>
          <dd className="mb-0 fw-semibold text-nowrap" data-spec={spec.key ?? undefined}>
            {specValueText(spec, lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
