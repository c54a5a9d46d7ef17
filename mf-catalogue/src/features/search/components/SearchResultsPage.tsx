/**
 * /search-products?search=&search_type=&transporter_types=: the results of the inline or modal search, in part
 * and OEM numbers, names or both (search_type; docs/api.md). A search is sent
 * once: the same search in flight is shared (RTK Query), and the refine form is refused while one runs. No result says so and offers the vehicle-type filters.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_ROUTES, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { TRANSPORTER_TYPES, type TransporterType } from '@vitrin/shared-libs/types/api';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { usePagerLabels } from '@vitrin/shared-libs/i18n/usePagerLabels';
import { ProductGrid } from '../../../components/ProductGrid';
import { isTransporterType, TransporterTypeSelect } from '../../../components/TransporterTypeSelect';
import { pageChange, useListParams } from '@vitrin/shared-libs/ui/useListParams';
import { useSearchProductsQuery } from '../api/searchProducts';
import { SEARCH_TYPES, type SearchType } from '@vitrin/shared-libs/types/catalogue';

export function SearchResultsPage() {
  const { params, setParams, page, hrefWith } = useListParams();
  const { t, i18n } = useTranslation();
  const pagerLabels = usePagerLabels();
  const id = useId();
  const search = params.get('search') ?? '';
  const type = params.get('transporter_types');
  const searchType = searchTypeOf(params.get('search_type'));
  const hasQuery = search.trim() !== '' || isTransporterType(type);
  const { data, isFetching, isError, refetch } = useSearchProductsQuery(
    {
      search,
      transporter_types: isTransporterType(type) ? type : '',
      ...(searchType === 'all' ? {} : { search_type: searchType }),
      page,
      lang: i18n.language,
    },
    { skip: !hasQuery },
  );
  const refine = (next: URLSearchParams) => {
    if (isFetching) return; // A search in progress is not sent again
    setParams(next);
  };

  return (
    <section className="container py-5" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="mb-3">
        {search ? t('catalogue.results_for', { search }) : t('catalogue.search_title')}
      </h1>
      <RefineForm
        key={`${search}|${searchType}|${type ?? ''}`}
        search={search}
        searchType={searchType}
        type={isTransporterType(type) ? type : ''}
        busy={isFetching}
        onSearch={refine}
      />
      {isFetching && !data && <Spinner label={t('catalogue.searching')} />}
      {isError && <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />}
      {data?.cross_reference && (
        <p className="alert alert-primary" data-testid="cross-reference-offer">
          {t('cross_reference.offered')}{' '}
          <Link className="alert-link" to={data.cross_reference.path}>
            {data.cross_reference.manufacturer} {data.cross_reference.number}
          </Link>
        </p>
      )}
      <div role="status" aria-live="polite">
        {data && data.total > 0 && <p>{t('catalogue.count', { count: data.total })}</p>}
        {hasQuery && data && data.total === 0 && !isFetching && (
          <div className="alert alert-info" data-testid="no-results">
            <p className="mb-2">{t('catalogue.no_results')}</p>
            <p className="mb-2">{t('catalogue.no_results_hint')}</p>
            <ul className="list-inline mb-0">
              {TRANSPORTER_TYPES.map((tt) => (
                <li className="list-inline-item mb-1" key={tt}>
                  <Link
                    className="btn btn-sm btn-outline-primary"
                    to={`${PUBLIC_ROUTES.search_products}?transporter_types=${tt}`}
                  >
                    {t(`search.transporter_types.${tt}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {data && data.data.length > 0 && (
        <>
          <ProductGrid products={data.data} testId="search-results" />
          <Pager
            page={data.current_page}
            lastPage={data.last_page}
            hrefOf={(p) => hrefWith(pageChange(p))}
            labels={pagerLabels}
          />
        </>
      )}
    </section>
  );
}

const searchTypeOf = (value: string | null): SearchType =>
  SEARCH_TYPES.includes(value as SearchType) ? (value as SearchType) : 'all';

interface RefineFormProps {
  search: string;
  searchType: SearchType;
  type: TransporterType | '';
  busy: boolean;
  onSearch: (params: URLSearchParams) => void;
}

/** The search again, on this page; keyed by the address so another search (the navbar's) resets it. */
function RefineForm({ search, searchType, type, busy, onSearch }: RefineFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(search);
  const [where, setWhere] = useState<SearchType>(searchType);
  const [vehicle, setVehicle] = useState<string>(type);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('search', text.trim());
    if (where !== 'all') next.set('search_type', where);
    if (vehicle) next.set('transporter_types', vehicle);
    onSearch(next);
  };
  return (
    // Named fields and a GET action: without script the browser sends the same address the script would open.
    <form
      role="search"
      className="row g-2 align-items-end mb-4"
      action={routePath('search_products')}
      method="get"
      onSubmit={submit}
      aria-busy={busy}
    >
      <div className="col-md-4">
        <label className="form-label" htmlFor={`${id}-search`}>
          {t('search.placeholder')}
        </label>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          className="form-control"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="col-sm-6 col-md-3">
        <label className="form-label" htmlFor={`${id}-where`}>
          {t('catalogue.search_in')}
        </label>
        <select
          id={`${id}-where`}
          name="search_type"
          className="form-select"
          value={where}
          onChange={(e) => setWhere(searchTypeOf(e.target.value))}
        >
          {SEARCH_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`catalogue.search_type.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-6 col-md-3">
        <TransporterTypeSelect
          id={`${id}-type`}
          name="transporter_types"
          value={vehicle}
          anyLabel={t('catalogue.any_vehicle')}
          onChange={setVehicle}
        />
      </div>
      <div className="col-md-2">
        <button type="submit" className="btn btn-primary w-100" aria-disabled={busy}>
          {busy ? t('catalogue.searching') : t('search.button')}
        </button>
      </div>
    </form>
  );
}
