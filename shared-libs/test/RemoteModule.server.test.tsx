/**
 * @jest-environment node
 */
/**
 * A remote's region on the server (docs/architecture.md, "A remote that fails"): a remote the API could not have
 * for this page renders its fallback, in the render's language, and the page answers 503; the rest renders.
 */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { loadRemoteModule } from '@vitrin/shared-libs/federation/remotes';
import { createI18n } from '@vitrin/shared-libs/i18n/i18n';
import { createServerPage, ServerPageContext } from '@vitrin/shared-libs/ssr/serverPage';
import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';

jest.mock('@vitrin/shared-libs/federation/remotes', () => ({ loadRemoteModule: jest.fn(), remoteEntry: () => '/mf/test.json' }));
const load = jest.mocked(loadRemoteModule);

it("a remote the API could not have renders its fallback in the render's language and makes the page 503", () => {
  setRuntimeConfig({
    remotes: { mf_public: '/p.json', mf_auth: '/a.json', mf_admin: '/d.json', mf_catalogue: '/c.json' },
    brand: {} as RuntimeConfig['brand'],
    defaultLanguage: 'en',
    siteUrl: 'http://site.test',
    unavailable: ['mf_catalogue'],
  });
  const page = createServerPage();
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <I18nextProvider i18n={createI18n('tr')}>
        <p>navbar</p>
        <RemoteModule id="mf_catalogue/public" exportName="ProductDetailsPage" />
      </I18nextProvider>
    </ServerPageContext.Provider>,
  );
  expect(html).toContain('<p>navbar</p>');
  expect(html).toContain('data-remote-fallback="mf_catalogue/public"');
  expect(html).toContain('Sitenin bu bölümü yüklenemedi.');
  expect(html).toContain('Tekrar Dene');
  expect(page.status).toBe(503);
  expect(load).not.toHaveBeenCalled();
});
