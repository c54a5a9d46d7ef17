/** Loads the visitor's language pack into i18next; true once the page can show its texts. */
import { useEffect, useState } from 'react';
import { useStaticTextsQuery } from '@vitrin/shared-libs/api/languagesApi';
import { applyStaticTexts } from '@vitrin/shared-libs/i18n/i18n';
import { initialLanguage } from '@vitrin/shared-libs/i18n/currentLanguage';

export function useStaticTexts(): boolean {
  const [language] = useState(initialLanguage);
  const { data } = useStaticTextsQuery(language);
  const [applied, setApplied] = useState<string | null>(null);

  useEffect(() => {
    if (!data) return;
    void applyStaticTexts(data.abbr, data.page_lang).then(() => setApplied(data.abbr));
  }, [data]);

  return applied !== null;
}
