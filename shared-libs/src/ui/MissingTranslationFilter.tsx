/**
 * "Çevirisi eksik": a staff list's filter keeping the records that lack a text in one language (docs/architecture.md
 * "Translation status"). Its options are the languages other than the default; the list sends the choice as
 * `?missing_lang=` (MISSING_LANG_PARAM) and the server filters.
 */
import { useTranslationSummariesQuery } from '@vitrin/shared-libs/api/adminApi';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';

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
