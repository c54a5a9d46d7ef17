/**
 * A visitor form's yup schema in the page's language: `build` (a shared schema factory, e.g. checkoutSchema) runs
 * again when the language changes, so the messages follow a language switch without a reload.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '@vitrin/shared-libs/validation/contact';

export function useTranslatedSchema<S>(build: (t: Translate) => S): S {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Rebuilt on a language switch: `t` alone may keep its identity when only the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- language is read through t
  return useMemo(() => build(t), [build, t, language]);
}
