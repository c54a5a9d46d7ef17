/**
 * The shell's server entry (dist/server/server.js): renders a public page to HTML for the API
 * (api/src/modules/site/ssr.ts). Each call has its own store, i18n instance and router location; the remotes
 * come from the server builds the call names, through this container's federation runtime.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { languagesApi } from '@vitrin/shared-libs/api/languagesApi';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { forgetRemoteModules } from '@vitrin/shared-libs/federation/RemoteModule';
import { createI18n } from '@vitrin/shared-libs/i18n/i18n';
import { keepSettledErrors } from '@vitrin/shared-libs/ssr/keepSettledErrors';
import { renderInRounds } from '@vitrin/shared-libs/ssr/renderRounds';
import { createServerPage, ServerPageContext, type ServerPage } from '@vitrin/shared-libs/ssr/serverPage';
import { setupPublicStore } from '@vitrin/shared-libs/store/publicStore';
import type { RenderRequest, RenderResult } from '@vitrin/shared-libs/types/ssr';
import { App } from './app/App';
import { TRIMMED_MARK, trimQueries } from './ssrState';

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render({ url, lang, config, transport, signal }: RenderRequest): Promise<RenderResult> {
  setRuntimeConfig(config);
  const store = setupPublicStore(undefined, { transport }, keepSettledErrors(publicApi.reducerPath));
  const [texts] = await Promise.all([
    store.dispatch(languagesApi.endpoints.staticTexts.initiate(lang)),
    store.dispatch(languagesApi.endpoints.allLanguages.initiate()),
  ]);
  if (!texts.data) throw new Error(`The language pack ${lang} could not be read`);
  const i18n = createI18n(texts.data.abbr, texts.data.page_lang);
  // The texts the render uses: the page carries those of the pack, not the whole of it (ssrState.ts). Every
  // component's `t` (react-i18next's fixed `t`) calls the instance's.
  const usedTexts = new Set<string>();
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  (i18n as unknown as { t: (...args: unknown[]) => unknown }).t = (key: unknown, ...rest: unknown[]) => {
    for (const one of [key].flat()) if (typeof one === 'string') usedTexts.add(one);
    return translate(key, ...rest);
  };

  let page: ServerPage = createServerPage();
  const html = await renderInRounds(
    store,
    async () => {
      page = createServerPage();
      const errors: unknown[] = [];
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <ServerPageContext.Provider value={page}>
            <I18nextProvider i18n={i18n}>
              <StaticRouter location={url}>
                <App publicStore={store} />
              </StaticRouter>
            </I18nextProvider>
          </ServerPageContext.Provider>
        </StrictMode>,
        // One finished document: no boundary is outlined behind a reveal script (the page must read without script).
        { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
      );
      const markup = await toText(prelude);
      if (errors.length > 0) {
        // A remote that failed stays failed in React's lazy cache: the next render must load it afresh.
        forgetRemoteModules();
        throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
      }
      return markup;
    },
    url,
  );

  const { queries, provided } = store.getState().publicApi;
  // Failed answers travel too: the browser's first render must show the same error (or not-found) screen.
  const languages = languagesApi.endpoints.allLanguages.select()(store.getState()).data ?? [];
  const settled = trimQueries(queries as Parameters<typeof trimQueries>[0], {
    lang,
    defaultLanguage: config.defaultLanguage,
    languages: languages.map((l) => l.abbr),
    usedTexts,
  });
  // The tags of the answers the page carries (RTK Query's `provided`: tag → query keys, query key → tags).
  const kept = (key: string) => key in settled;
  const tags = Object.fromEntries(
    Object.entries(provided.tags).map(([type, ids]) => [
      type,
      Object.fromEntries(Object.entries(ids ?? {}).map(([id, keys]) => [id, (keys ?? []).filter(kept)])),
    ]),
  );
  const keys = Object.fromEntries(Object.entries(provided.keys).filter(([key]) => kept(key)));
  return {
    html,
    status: page.status,
    facts: page.facts,
    state: { publicApi: { queries: settled, mutations: {}, provided: { tags, keys } }, [TRIMMED_MARK]: true },
  };
}
