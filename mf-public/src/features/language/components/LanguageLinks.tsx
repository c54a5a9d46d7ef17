/** One link per active language, its abbreviation in upper case; the current one is marked. */
import { useTranslation } from 'react-i18next';
import { useAllLanguagesQuery } from '@vitrin/shared-libs/api/languagesApi';
import { useSiteLanguage } from '../hooks/useSiteLanguage';

export function LanguageLinks() {
  const { t } = useTranslation();
  const { data: languages = [] } = useAllLanguagesQuery();
  const { current, change } = useSiteLanguage();
  return (
    <ul className="navbar-nav flex-row site-languages" aria-label={t('navbar.language')}>
      {languages.map((language) => (
        <li className="nav-item" key={language.abbr}>
          <a
            className={`nav-link${language.abbr === current ? ' active fw-bold' : ''}`}
            href={`?lang=${language.abbr}`}
            lang={language.abbr}
            hrefLang={language.abbr}
            aria-current={language.abbr === current ? 'true' : undefined}
            title={language.lang}
            onClick={(event) => {
              event.preventDefault();
              void change(language.abbr);
            }}
          >
            {language.abbr.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}
