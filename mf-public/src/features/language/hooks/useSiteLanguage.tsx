/**
 * The visitor's language: the first language pack loads on start; a change stores the choice
 * locally and in the `_lang` cookie (365 days), puts it in the address (`?lang=`, none for the default language:
 * docs/decisions.md), tells the server, installs its static texts (the page's `lang` follows), then reloads
 * contact info, contracts, page meta and categories. No page reload. Moving on from page to page keeps `?lang=` in the
 * address while the language is not the default.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { languagesApi, useStaticTextsQuery } from '@vitrin/shared-libs/api/languagesApi';
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { applyStaticTexts } from '@vitrin/shared-libs/i18n/i18n';
import { initialLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from '@vitrin/shared-libs/i18n/currentLanguage';
import { usePublicDispatch } from '@vitrin/shared-libs/store/publicHooks';
import { useChangeLanguageMutation } from '../api/changeLanguage';

interface SiteLanguage {
  /** The language whose texts are on the page (null until the first pack is in). */
  current: string | null;
  change: (abbr: string) => Promise<void>;
}

const SiteLanguageContext = createContext<SiteLanguage>({ current: null, change: async () => undefined });

export function SiteLanguageProvider({ children }: { children: (ready: boolean) => ReactNode }) {
  const dispatch = usePublicDispatch();
  const { i18n } = useTranslation();
  // On the server (and when hydrating its page) the texts are installed before the first render: the page
  // starts ready, in the language the server chose.
  const [wanted, setWanted] = useState(() => (typeof window === 'undefined' ? i18n.language : initialLanguage()));
  const [current, setCurrent] = useState<string | null>(() =>
    i18n.language === wanted && i18n.hasResourceBundle(wanted, 'translation') ? wanted : null,
  );
  const { data } = useStaticTextsQuery(wanted);
  const [tellServer] = useChangeLanguageMutation();
  const navigate = useNavigate();
  const location = useLocation();
  // A language change on its way: the address is the one `change` wrote.
  const switching = useRef(false);

  useEffect(() => {
    if (!data) return;
    // Already on the page (installed before hydrating): installing again would re-render every text while the
    // page is still being taken over, and React would render the server's markup again instead of keeping it.
    if (data.abbr === i18n.language && i18n.hasResourceBundle(data.abbr, 'translation') && current === data.abbr) return;
    let stale = false;
    void applyStaticTexts(data.abbr, data.page_lang, i18n).then(() => {
      if (stale) return;
      setCurrent((previous) => {
        if (previous !== null && previous !== data.abbr) {
          dispatch(publicApi.util.invalidateTags(['ContactInfo', 'Contract', 'PageMeta', 'Category']));
        }
        return data.abbr;
      });
    });
    return () => {
      stale = true;
    };
  }, [data, dispatch, i18n, current]);

  const change = useCallback(
    async (abbr: string) => {
      if (abbr === current) return;
      switching.current = true;
      rememberLanguage(abbr);
      // The address names what the page shows: a reload or a shared link keeps the language.
      const search = new URLSearchParams(location.search);
      if (abbr === getRuntimeConfig().defaultLanguage) search.delete('lang');
      else search.set('lang', abbr);
      const query = search.toString();
      navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true, state: { languageOnly: true } },
      );
      const result = await tellServer(abbr);
      if ('data' in result && result.data) {
        await dispatch(languagesApi.util.upsertQueryData('staticTexts', abbr, result.data));
      }
      setWanted(abbr);
      switching.current = false;
    },
    [current, tellServer, dispatch, navigate, location],
  );

  // The address keeps naming the language as the visitor moves on: a link shared from any page opens in it. The
  // replace completes the navigation that came before it (`of`), so it is not a route change of its own.
  useEffect(() => {
    // While the visitor picks another language, `change` writes the address itself.
    if (switching.current || !current || current !== wanted || current === getRuntimeConfig().defaultLanguage) return;
    // The visitor's latest choice is another language (a change under way, not yet rendered): never write the old
    // one back into the address (CI saw ?lang=tr kept after a change to English).
    const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (chosen !== null && chosen !== current) return;
    const search = new URLSearchParams(location.search);
    if (search.get('lang') === current) return;
    search.set('lang', current);
    navigate(
      { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
      { replace: true, preventScrollReset: true, state: { languageOnly: true, of: location.key } },
    );
  }, [current, wanted, location, navigate]);

  const value = useMemo(() => ({ current, change }), [current, change]);
  return <SiteLanguageContext.Provider value={value}>{children(current !== null)}</SiteLanguageContext.Provider>;
}

export const useSiteLanguage = () => useContext(SiteLanguageContext);
