/**
 * /admin/translations ("Çeviri Durumu", Editör and Süper Yönetici): for each language but the default, which
 * records lack which translated texts, grouped by kind, each field a link to the record's editor opened on that
 * language's tab and field (docs/architecture.md "Translation status"). Language, kind and page live in the address.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useMissingTranslationsQuery, useTranslationSummariesQuery } from '@vitrin/shared-libs/api/adminApi';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { STATIC_TEXTS, TRANSLATION_KINDS, type TranslationKind } from '@vitrin/shared-libs/registry/translations';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { pageChange, useListParams } from '@vitrin/shared-libs/ui/useListParams';
import type { MissingTranslation } from '@vitrin/shared-libs/types/translations';
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { ListTable } from '../../components/ListPage';
import { adminText } from '../../i18n/adminTexts';
import { auditFieldLabel } from '../../i18n/auditTexts';
import { translationHref } from './translationLinks';

const LANGUAGE_PARAM = 'language';
const KIND_PARAM = 'kind';
const text = (key: string, options?: Record<string, unknown>) => adminText(`translations.${key}`, options);

export function TranslationsPage() {
  const selectId = useId();
  const { params, page, update } = useListParams();
  const summaries = useTranslationSummariesQuery();
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  const all = summaries.data ?? [];
  const language = all.find((s) => s.abbr === params.get(LANGUAGE_PARAM)) ?? all[0];
  const asked = params.get(KIND_PARAM) as TranslationKind | null;
  const kind: TranslationKind =
    asked && (TRANSLATION_KINDS as readonly string[]).includes(asked)
      ? asked
      : (TRANSLATION_KINDS.find((k) => (language?.records[k] ?? 0) > 0) ?? 'product');
  const list = useMissingTranslationsQuery(
    { abbr: language?.abbr ?? '', kind, page },
    { skip: !language, refetchOnMountOrArgChange: true },
  );

  if (summaries.isLoading) return <Spinner label={adminText('loading')} />;
  if (summaries.isError)
    return <LoadError message={text('loadError')} retryLabel={text('retry')} onRetry={() => void summaries.refetch()} />;

  return (
    <section aria-labelledby="translations-title">
      <h1 id="translations-title" className="h3 mb-2">
        {text('title')}
      </h1>
      <p className="text-body-secondary">{text('intro')}</p>
      {!language ? (
        <p>{text('noLanguages')}</p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <label className="form-label mb-0" htmlFor={selectId}>
              {text('language')}
            </label>
            <select
              id={selectId}
              className="form-select w-auto"
              value={language.abbr}
              onChange={(event) => update({ [LANGUAGE_PARAM]: event.target.value, [KIND_PARAM]: null, page: null })}
            >
              {all.map((s) => (
                <option key={s.abbr} value={s.abbr}>
                  {`${s.lang} (${s.abbr.toUpperCase()})${s.is_active ? '' : ` — ${text('passive')}`}`}
                </option>
              ))}
            </select>
            <span className={`badge ${language.missing > 0 ? 'text-bg-warning' : 'text-bg-success'}`}>
              {language.missing > 0
                ? text('missingCount', { abbr: language.abbr.toUpperCase(), count: language.missing })
                : text('noneMissing', { abbr: language.abbr.toUpperCase() })}
            </span>
          </div>

          {language.fields[STATIC_TEXTS] > 0 && (
            <p className="alert alert-warning py-2">
              {text('staticTextsMissing', { count: language.fields[STATIC_TEXTS] })}
              {canOpenArea(role, 'languages') && (
                <>
                  {' '}
                  <Link to={adminHref('languages')}>{text('openStaticTexts')}</Link>
                </>
              )}
            </p>
          )}

          <nav aria-label={text('kinds')}>
            <ul className="nav nav-pills flex-wrap gap-1 mb-3">
              {TRANSLATION_KINDS.map((k) => (
                <li className="nav-item" key={k}>
                  <Link
                    className={`nav-link py-1 px-2${k === kind ? ' active' : ''}`}
                    aria-current={k === kind ? 'page' : undefined}
                    to={`?${new URLSearchParams({ [LANGUAGE_PARAM]: language.abbr, [KIND_PARAM]: k }).toString()}`}
                  >
                    {text(`kind.${k}`)}{' '}
                    <span className={`badge ${language.records[k] > 0 ? 'text-bg-warning' : 'text-bg-secondary'}`}>
                      {language.records[k]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <ListTable<MissingTranslation>
            query={list}
            caption={`${text('title')}: ${text(`kind.${kind}`)} (${language.abbr.toUpperCase()})`}
            columns={[text('record'), text('fields')]}
            loadError={text('loadError')}
            empty={text('empty')}
            onPage={(next) => update(pageChange(next))}
            row={(item) => (
              <tr key={`${item.kind}-${item.id}`}>
                <th scope="row" className="fw-normal text-break">
                  {item.title}
                </th>
                <td>
                  <ul className="list-inline mb-0">
                    {item.fields.map((field) => (
                      <li className="list-inline-item" key={field}>
                        <Link
                          className="btn btn-sm btn-outline-primary mb-1"
                          to={translationHref(item, language.abbr, field)}
                          aria-label={text('openField', {
                            field: auditFieldLabel(`${field}_${language.abbr}`),
                            record: item.title,
                          })}
                        >
                          {auditFieldLabel(`${field}_${language.abbr}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            )}
          />
        </>
      )}
    </section>
  );
}
