/** The shared per-language tabs with the content editors' Turkish texts (which languages are still empty). */
import type { ReactNode } from 'react';
import { LanguageTabs as SharedLanguageTabs, type LanguageTabsTexts } from '@vitrin/shared-libs/ui/LanguageTabs';
import { contentText } from '../i18n/contentTexts';

export interface ContentLanguageTabsProps {
  langs: readonly string[];
  active: string;
  onChange: (lang: string) => void;
  empty: readonly string[];
  renderPanel: (lang: string) => ReactNode;
}

const texts: LanguageTabsTexts = {
  tabList: contentText('languages'),
  empty: contentText('emptyLanguage'),
  summary: (empty) =>
    empty.length > 0 ? contentText('emptyLanguages', { list: empty.join(', ') }) : contentText('allLanguagesFilled'),
};

export function ContentLanguageTabs({ langs, active, onChange, empty, renderPanel }: ContentLanguageTabsProps) {
  return (
    <div className="bg-body">
      <SharedLanguageTabs
        languages={langs.map((abbr) => ({ abbr }))}
        isEmpty={(abbr) => empty.includes(abbr)}
        texts={texts}
        active={active}
        onChange={onChange}
      >
        {renderPanel}
      </SharedLanguageTabs>
    </div>
  );
}
