/**
 * /finder: air springs and parts by their measurements (docs/architecture.md, "The measurement finder"). The
 * filters live in the address: a GET form that works without script (the server renders the results), refined
 * live with script (each pause in typing opens the new address, so Back steps through the searches). Results show
 * the measurements asked for, closest first; no result names the filter to widen.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { isSpecKey, SPEC_KEY_TABLE, specKeyLabel, type SpecKey } from '@vitrin/shared-libs/registry/specKeys';
import { SECTIONS } from '@vitrin/shared-libs/types/api';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { FINDER_PARAMS, FINDER_TOLERANCES, finderFilters, hasFinderFilters } from '@vitrin/shared-libs/utils/finder';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import { localizeDecimals } from '@vitrin/shared-libs/utils/number';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { KeyMeasurements } from '../../../components/KeyMeasurements';
import { ProductCard } from '../../../components/ProductCard';
import { TransporterTypeSelect } from '../../../components/TransporterTypeSelect';
import { useFinderQuery } from '../api/finder';

/** The measurements the form shows first; the other numeric properties sit under "More measurements". */
const FIRST: readonly SpecKey[] = ['max_height', 'min_height', 'max_diameter', 'piston_diameter', 'load_6bar'];
const MORE: readonly SpecKey[] = (Object.keys(SPEC_KEY_TABLE) as SpecKey[]).filter(
  (key) => SPEC_KEY_TABLE[key].kind === 'number' && !FIRST.includes(key),
);
/** How long typing pauses before the results follow it. */
const LIVE_PAUSE_MS = 400;

/** The finder's parameters of an address, in one order, without the empty ones. */
export function finderQuery(search: string | URLSearchParams): string {
  const given = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of [...FINDER_PARAMS, 'transporter_types']) {
    const value = given.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

export function FinderPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const query = finderQuery(location.search);
  const params = new URLSearchParams(query);
  const filters = finderFilters(params);
  const { data, isFetching, isError, refetch } = useFinderQuery(query);
  useDocumentMeta(t('finder.title'), t('finder.lead'));

  // The form is drawn again from the address when the address changes by anything but the form itself (Back).
  const own = useRef(query);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (query !== own.current) {
      own.current = query;
      setFormKey((k) => k + 1);
    }
  }, [query]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = (form: HTMLFormElement) => {
    const next = finderQuery(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    if (next === own.current) return;
    own.current = next;
    const langParam = new URLSearchParams(location.search).get('lang');
    const withLang = langParam ? `${next ? `${next}&` : ''}lang=${encodeURIComponent(langParam)}` : next;
    navigate({ pathname: location.pathname, search: withLang ? `?${withLang}` : '' });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    open(event.currentTarget);
  };
  const live = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => open(form), LIVE_PAUSE_MS);
  };

  const asked = filters.ranges.map((r) => r.key);
  const filterName = (name: string) =>
    isSpecKey(name)
      ? specKeyLabel(name, lang)
      : name === 'section'
        ? t('finder.section')
        : name === 'transporter_types'
          ? t('catalogue.vehicle_type')
          : t('finder.manufacturer');

  const measurement = (key: SpecKey) => {
    const unit = SPEC_KEY_TABLE[key].unit;
    const label = `${specKeyLabel(key, lang)}${unit ? ` (${unit})` : ''}`;
    return (
      <fieldset className="col-sm-6 col-lg-4" key={key}>
        <legend className="form-label fs-6 mb-1">{label}</legend>
        <div className="input-group">
          <label className="input-group-text" htmlFor={`${id}-${key}-min`}>
            {t('finder.from')}
          </label>
          <input
            id={`${id}-${key}-min`}
            name={`${key}_min`}
            className="form-control"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            defaultValue={params.get(`${key}_min`) ?? ''}
          />
          <label className="input-group-text" htmlFor={`${id}-${key}-max`}>
            {t('finder.to')}
          </label>
          <input
            id={`${id}-${key}-max`}
            name={`${key}_max`}
            className="form-control"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            defaultValue={params.get(`${key}_max`) ?? ''}
          />
        </div>
      </fieldset>
    );
  };

  return (
    <section className="container py-5" aria-labelledby={`${id}-title`}>
      <Breadcrumbs trail={[{ label: t('finder.title') }]} />
      <h1 id={`${id}-title`} className="h2">
        {t('finder.title')}
      </h1>
      <p className="lead fs-6">{t('finder.lead')}</p>
      <form
        key={formKey}
        className="row g-3 align-items-end mb-4"
        action={routePath('finder')}
        method="get"
        onSubmit={submit}
        onChange={live}
        aria-busy={isFetching}
        data-testid="finder-form"
      >
        <div className="col-sm-6 col-lg-3">
          <label className="form-label" htmlFor={`${id}-section`}>
            {t('finder.section')}
          </label>
          <select id={`${id}-section`} name="section" className="form-select" defaultValue={filters.section ?? ''}>
            <option value="">{t('finder.any_section')}</option>
            {SECTIONS.map((section) => (
              <option key={section} value={section}>
                {t(`navbar.${section}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6 col-lg-3">
          <FormVehicleType id={`${id}-type`} initial={filters.transporterType ?? ''} anyLabel={t('catalogue.any_vehicle')} />
        </div>
        <div className="col-sm-6 col-lg-3">
          <label className="form-label" htmlFor={`${id}-manufacturer`}>
            {t('finder.manufacturer')}
          </label>
          <select id={`${id}-manufacturer`} name="manufacturer" className="form-select" defaultValue={filters.manufacturer ?? ''}>
            <option value="">{t('finder.any_manufacturer')}</option>
            {(data?.manufacturers ?? []).map((maker) => (
              <option key={maker.slug} value={maker.slug}>
                {maker.manufacturer}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6 col-lg-3">
          <label className="form-label" htmlFor={`${id}-tolerance`}>
            {t('finder.tolerance')}
          </label>
          <select id={`${id}-tolerance`} name="tolerance" className="form-select" defaultValue={String(filters.tolerance)}>
            {FINDER_TOLERANCES.map((value) => (
              <option key={value} value={value}>
                {t('finder.tolerance_value', { value })}
              </option>
            ))}
          </select>
        </div>
        {FIRST.map(measurement)}
        <details className="col-12" open={MORE.some((key) => asked.includes(key))}>
          <summary className="mb-2">{t('finder.more')}</summary>
          <div className="row g-3">{MORE.map(measurement)}</div>
        </details>
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            {isFetching ? t('finder.finding') : t('finder.submit')}
          </button>
        </div>
      </form>
      <p className="small">
        <Link to={PUBLIC_ROUTES.cross_reference_index}>{t('finder.cross_reference')}</Link>
      </p>

      {isFetching && !data && <Spinner label={t('finder.finding')} />}
      {isError && <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />}
      <div role="status" aria-live="polite" data-testid="finder-status">
        {!hasFinderFilters(filters) && <p>{t('finder.start')}</p>}
        {data && hasFinderFilters(filters) && data.total > 0 && (
          <p>
            {t('finder.results', { count: data.total })}
            {data.total > data.results.length && <> {t('finder.shown', { count: data.results.length })}</>}
          </p>
        )}
        {data && hasFinderFilters(filters) && data.total === 0 && (
          <div className="alert alert-info" data-testid="finder-empty">
            <p className="mb-0">{t('finder.empty')}</p>
            <p className="mb-0">{data.widen ? t('finder.widen', { filter: filterName(data.widen) }) : t('finder.widen_none')}</p>
          </div>
        )}
      </div>
      {data && data.results.length > 0 && (
        <ul className="row list-unstyled g-4" data-testid="finder-results">
          {data.results.map((product, index) => (
            <li className="col-sm-6 col-lg-3" key={product.id}>
              <ProductCard
                product={product}
                priority={index < 4}
                details={
                  <>
                    <KeyMeasurements specs={product.specs} only={asked.length > 0 ? asked : undefined} />
                    {asked.length > 0 && (
                      <p className="small text-body-secondary mb-0 mt-1">
                        {t('finder.deviation', { value: localizeDecimals((product.deviation * 100).toFixed(1), lang) })}
                      </p>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The vehicle-type choice as an uncontrolled field of the form (its value read from the form when sent). */
function FormVehicleType({ id, initial, anyLabel }: { id: string; initial: string; anyLabel: string }) {
  const [value, setValue] = useState(initial);
  return <TransporterTypeSelect id={id} name="transporter_types" value={value} anyLabel={anyLabel} onChange={setValue} />;
}
