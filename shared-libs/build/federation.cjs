// @ts-check
/**
 * The one place that says what the federated builds share and how each remote is reached.
 * Every webpack config (shell and the four remotes) builds from here.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const caret = (pkg) => `^${version(pkg)}`;

/** Singletons: one copy on every page, whichever remote loads first provides it (docs/architecture.md, "Sharing"). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'axios',
];

/**
 * The shared-libs modules that keep state a page must hold once (docs/architecture.md, "Sharing"): the axios client
 * and its status listeners, the API slices and what injects into them, the Redux slices and stores, the i18next
 * instance, the federation registry, the runtime config, the server render's context, the unsaved-changes guard's
 * count and the sanitizer's lazy instance. Each is its own singleton. Every other module (schemas, registries, pure
 * helpers and components, validation) is built into each remote that imports it: a copy of a pure function costs
 * fewer bytes than the share-table entries and chunk of its own that sharing it took (docs/performance.md).
 * `shared-libs/test/statefulModules.test.ts` fails when a module with module-level state is missing here.
 */
const SHARED_LIBS_STATEFUL = [
  'api/adminApi',
  'api/baseQuery',
  'api/categoriesApi',
  'api/http',
  'api/httpStatus',
  'api/languagesApi',
  'api/publicApi',
  'cart/cartSlice',
  'config/runtimeConfig',
  'federation/RemoteModule',
  'federation/remotes',
  'i18n/i18n',
  'session/sessionApi',
  'session/sessionSlice',
  'ssr/serverPage',
  'store/adminStore',
  'store/publicStore',
  'ui/SafeHtml',
  'ui/useUnsavedChangesGuard',
];

/** Shared but not singletons: libraries several remotes use, fetched once when versions agree. */
const SHARED = ['formik', 'yup'];

/**
 * @param {{ providedByHost?: boolean }} [options] `providedByHost`: a remote's browser build, which only ever runs
 *   inside the shell's page. The shell provides every third-party singleton before any remote starts, so the remote
 *   carries no copy of them and no share-table entry to offer one (`import: false`); it still checks the version.
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function sharedConfig({ providedByHost = false } = {}) {
  /** @type {Record<string, any>} */
  const shared = {};
  const fromHost = providedByHost ? { import: false } : {};
  // `version` is given because some names resolve to a slim entry of our own (SLIM_ENTRIES), not the package.
  for (const pkg of SINGLETONS) {
    shared[pkg] = { singleton: true, requiredVersion: caret(pkg), version: version(pkg), ...fromHost };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same singleton instances.
  shared['react/'] = { singleton: true, requiredVersion: caret('react'), ...fromHost };
  shared['react-dom/'] = { singleton: true, requiredVersion: caret('react-dom'), ...fromHost };
  for (const pkg of SHARED) shared[pkg] = { requiredVersion: caret(pkg) };
  // shared-libs is consumed by subpath (no barrel): each module that keeps state is its own singleton.
  const sharedLibsVersion = require('../package.json').version;
  for (const module of SHARED_LIBS_STATEFUL) {
    shared[`@vitrin/shared-libs/${module}`] = { singleton: true, requiredVersion: sharedLibsVersion, version: sharedLibsVersion };
  }
  return shared;
}

/**
 * Shared libraries a browser build takes through an entry of ours that re-exports only what the site uses
 * (shared-libs/build/slim/*.mjs; each file says why). Webpack aliases for the bare names.
 */
const packageDir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`, { paths: [root] }));
const SLIM_ENTRIES = {
  'react-router-dom$': path.join(__dirname, 'slim/react-router-dom.mjs'),
  // React Router's production build, which its package exports never select for a browser.
  'react-router-production$': path.join(packageDir('react-router'), 'dist/production/index.mjs'),
  'react-i18next$': path.join(__dirname, 'slim/react-i18next.mjs'),
  'react-i18next-es$': path.join(packageDir('react-i18next'), 'dist/es/index.js'),
  '@reduxjs/toolkit$': path.join(__dirname, 'slim/redux-toolkit.mjs'),
  'redux-toolkit-modern$': path.join(packageDir('@reduxjs/toolkit'), 'dist/redux-toolkit.modern.mjs'),
  'react-redux$': path.join(__dirname, 'slim/react-redux.mjs'),
  'react-redux-esm$': path.join(packageDir('react-redux'), 'dist/react-redux.mjs'),
};

/** The federation names, their package folders and their dev-server ports. */
const APPS = {
  shell: { dir: 'shell', port: 3000 },
  mf_public: { dir: 'mf-public', port: 3001 },
  mf_auth: { dir: 'mf-auth', port: 3002 },
  mf_admin: { dir: 'mf-admin', port: 3003 },
  mf_catalogue: { dir: 'mf-catalogue', port: 3004 },
};

module.exports = { sharedConfig, APPS, SINGLETONS, SHARED_LIBS_STATEFUL, SLIM_ENTRIES, root };
