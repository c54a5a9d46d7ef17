import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { languagesApi } from '@vitrin/shared-libs/api/languagesApi';
import { hydratePublicState, publicApi } from '@vitrin/shared-libs/api/publicApi';
import { applyStaticTexts, i18n } from '@vitrin/shared-libs/i18n/i18n';
import { publicStore } from '@vitrin/shared-libs/store/publicStore';
import { App } from './app/App';
import { STORAGE_KEYS } from '@vitrin/shared-libs/session/tokenStorage';
import { wireFormRules } from './app/formRules';
import { TRIMMED_MARK } from './ssrState';

wireFormRules();
// On a visitor's page a staff session's rules (expiry, another tab's logout) load only when one is stored; the
// staff's own areas wire them as they load (StaffArea.tsx).
if (localStorage.getItem(STORAGE_KEYS.token) !== null) {
  void import('./app/staffRules').then(({ wireStaffRules }) => wireStaffRules());
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

const page = (app: ReactNode) => (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>{app}</BrowserRouter>
    </I18nextProvider>
  </StrictMode>
);

/**
 * A page the server rendered carries the answers it was rendered from (#vitrin-state): the store starts from
 * them and the language pack is installed before React hydrates, so the first render matches the HTML and
 * nothing is fetched again. Otherwise (the server fell back to the empty page) the page renders from scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  const stateNode = document.getElementById('vitrin-state');
  if (!stateNode?.textContent) {
    createRoot(root).render(page(<App />));
    return;
  }
  const state = JSON.parse(stateNode.textContent) as Record<string, unknown>;
  publicStore.dispatch(hydratePublicState(state));
  const lang = document.documentElement.lang;
  const texts = languagesApi.endpoints.staticTexts.select(lang)(publicStore.getState()).data;
  if (texts) await applyStaticTexts(texts.abbr, texts.page_lang);
  if (state[TRIMMED_MARK]) completeTrimmedState(lang);
  // In a transition, React hydrates in slices and yields to the browser between them: the page stays
  // responsive while it becomes interactive (total blocking time), and a click meanwhile is replayed after.
  startTransition(() => {
    hydrateRoot(root, page(<App publicServerState={publicStore.getState()} />), {
      // The page was rendered with another build of a remote than the browser got (one was published in between):
      // React renders that part again in the browser; the visitor sees the new build, not an error.
      onRecoverableError: (error) => console.warn('Part of the page was rendered again in the browser:', error),
    });
  });
}

/** The answers' tags a change of language asks for again (the language list and packs are asked for by the change). */
const CONTENT_TAGS = ['Content', 'Category', 'Product', 'PageMeta', 'ContactInfo', 'SocialMedia', 'Contract', 'Media'] as const;

/**
 * A page carries only the state its first render reads (ssrState.ts): the rest of the language pack is fetched now,
 * beside the hydration, and added to the texts without rendering anything again; the answers, which carry only the
 * page's language and the default one, are asked for again at the first change of language.
 */
function completeTrimmedState(lang: string): void {
  void fetch(`/api/pages/static-languages?lang=${encodeURIComponent(lang)}`, { credentials: 'same-origin' })
    .then(async (response) => (response.ok ? ((await response.json()) as { data?: { page_lang?: object } }) : null))
    .then((body) => {
      if (body?.data?.page_lang) i18n.addResourceBundle(lang, 'translation', body.data.page_lang, true, false);
    })
    // Without it the page keeps the texts it has; a later change of language brings a whole pack.
    .catch(() => undefined);
  const onChange = (next: string) => {
    if (next === lang) return;
    i18n.off('languageChanged', onChange);
    publicStore.dispatch(publicApi.util.invalidateTags([...CONTENT_TAGS]));
  };
  i18n.on('languageChanged', onChange);
}

void start(container);
