/**
 * `npm run screenshots`: pictures of the main screens at phone, laptop and desktop widths, written to
 * e2e/.tmp/screenshots (git-ignored) against the production build, so anyone can look at the whole site in a
 * minute. Not a test suite: it checks nothing beyond the screens opening.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { E2E_PORT } from './support/ports';

export default defineConfig({
  testDir: './screenshots',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [['line']],
  outputDir: './.tmp/screenshot-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
  },
});
