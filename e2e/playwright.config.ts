import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

/** Tests that measure the server's own work (support/…: no browser), run once the browser tests are done. */
const ALONE = /release-switch\.spec\.ts$/;

/**
 * The browser tests (docs/testing.md): each worker has an API server of its own, started once by the global setup
 * (support/global-setup.ts) and reset before each test file (support/fixtures.ts); baseURL is the worker's server.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test as it ends, then where the run's time went (support/time-reporter.ts).
  reporter: [['list'], ['./support/time-reporter.ts']],
  outputDir: './.tmp/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // No trace: recording one (a screenshot and a DOM copy per action) took a third of the run's time on two cores
    // (19 tests: 2.0–2.1 min with, 1.4 min without). To look into a failure: `npx playwright test x.spec.ts --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'browser', testIgnore: ALONE },
    // Measurements of the server itself (no browser) run after the rest, alone: with Chromium and another worker
    // beside them a machine of two cores measured their work three times slower, past the test time.
    { name: 'alone', testMatch: ALONE, dependencies: ['browser'] },
  ],
});
