/** A render with a fresh store, a router at the given path and the runtime config, as the shell provides them. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { setupAdminStore } from '@vitrin/shared-libs/store/adminStore';
import { setupPublicStore } from '@vitrin/shared-libs/store/publicStore';
import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';

export const testConfig: RuntimeConfig = {
  siteUrl: 'http://localhost',
  remotes: {
    mf_public: '/mf/mf_public/mf-manifest.json',
    mf_auth: '/mf/mf_auth/mf-manifest.json',
    mf_admin: '/mf/mf_admin/mf-manifest.json',
    mf_catalogue: '/mf/mf_catalogue/mf-manifest.json',
  },
  brand: {
    companyName: 'Vitrin Hava Süspansiyon',
    companyNameEn: 'Vitrin Air Suspension',
    companyUrl: 'https://example.com',
    logo: '/logo.svg',
    logo2: '/logo2.svg',
    favicon: '/favicon.ico',
    mainColor: '#0b3d91',
    secondColor: '#f5a623',
  },
  defaultLanguage: 'en',
};

export function renderWithProviders(
  ui: ReactElement,
  { area = 'admin', path = '/' }: { area?: 'admin' | 'public'; path?: string } = {},
) {
  setRuntimeConfig(testConfig);
  const routed = <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
  if (area === 'admin') {
    const store = setupAdminStore();
    return { ...render(<Provider store={store}>{routed}</Provider>), store };
  }
  const store = setupPublicStore();
  return { ...render(<Provider store={store}>{routed}</Provider>), store };
}
