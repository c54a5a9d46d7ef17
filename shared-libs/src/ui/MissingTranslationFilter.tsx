/**
 * "Çevirisi eksik": a staff list's filter keeping the records that lack a text in one language (docs/architecture.md
 * "Translation status"). Its options are the languages other than the default; the choice is the address's
 * `?missing_lang=` (MISSING_LANG_PARAM). The paged lists send it to their own route, which filters; the short
 * ordered lists keep the records the translation report names (useMissingTranslationFilter), and cannot be
 * reordered while filtered (a reorder of the rows in sight would move the hidden ones).
 */
import { useCallback, useMemo } from 'react';
import { useMissingTranslationsQuery, useTranslationSummariesQuery } from '@vitrin/shared-libs/api/adminApi';
import { MISSING_LANG_PARAM, type TranslationKind } from '@vitrin/shared-libs/registry/translations';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { useListParams } from '@vitrin/shared-libs/ui/useListParams';

export function MissingTranslationFilter({
  label,
  all,
  value,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { data = [] } = useTranslationSummariesQuery();
  const options = data.map((language) => ({ value: language.abbr, label: `${language.abbr.toUpperCase()} — ${language.lang}` }));
  if (options.length === 0) return null;
  return <FilterSelect label={label} all={all} value={value} options={options} onChange={onChange} />;
}

/** The largest short list the report is asked for in one page (the route's most). */
const SHORT_LIST_MOST = 100;

/**
 * The filter of a short list of `kind` (all its rows on one screen): the language asked in the address, and
 * `keep(rows)`, the rows the translation report names for it (every row when none is asked); callers keep its
 * result with useMemo on [keep, rows].
 */
export function useMissingTranslationFilter(kind: TranslationKind) {
  const { params, update } = useListParams();
  const lang = params.get(MISSING_LANG_PARAM) ?? '';
  const report = useMissingTranslationsQuery(
    { abbr: lang, kind, page: 1, per_page: SHORT_LIST_MOST },
    { skip: !lang, refetchOnMountOrArgChange: true },
  );
  const named = useMemo(() => new Set((report.data?.data ?? []).map((item) => item.id)), [report.data]);
  // The same rows (the same array when nothing is asked) until the language or the report changes: a list that
  // acts on new rows (SortableList keeps a moved row's focus) sees no change in between.
  const keep = useCallback(
    <T extends { id: number }>(rows: readonly T[]): readonly T[] => (lang ? rows.filter((row) => named.has(row.id)) : rows),
    [lang, named],
  );
  return {
    lang,
    filtering: lang !== '',
    setLang: (value: string) => update({ [MISSING_LANG_PARAM]: value }),
    keep,
  };
}
