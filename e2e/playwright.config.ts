import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './src/browser';

/**
 * The end-to-end suite on the Playwright runner. globalSetup starts the production server once
 * and sets E2E_BASE_URL (read again here when each worker loads this file, after the setup ran).
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '*.e2e.test.ts',
  // one worker: the 2-core CI machine, and every test shares the one server and database
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  forbidOnly: true,
  reporter: 'list',
  globalSetup: './src/globalSetup.ts',
  globalTeardown: './src/globalTeardown.ts',
  outputDir: 'artifacts/test-results',
  // the committed screenshots of tests/visual.e2e.test.ts, named by page and width
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  },
});
