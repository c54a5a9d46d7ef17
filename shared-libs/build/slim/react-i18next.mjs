/**
 * What every front end imports as `react-i18next` (webpack resolves the bare name here; see federation.cjs,
 * SLIM_ENTRIES). A shared module is built whole; this entry names only what the site uses, so the shared chunk
 * leaves out <Trans> and its HTML parser, the HOCs and the server helpers.
 *
 * A name missing here is undefined at run time: shared-libs/test/slimEntries.test.ts fails when any source
 * imports one that is not listed. Add it to the list below.
 */
export { I18nContext, I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-es';
