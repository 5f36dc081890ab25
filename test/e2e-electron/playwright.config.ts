import { defineConfig } from '@playwright/test';

/**
 * The packaged app's smoke test (`npm run test:packaged`): Playwright drives
 * the app electron-builder built, not a browser, so this suite has its own
 * config beside the web harness's (playwright.config.ts). It skips, saying
 * why, where no packaged Electron app exists. Its own list reporter only:
 * .ci/run counts the end-to-end suite's results from that suite's JSON report.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/playwright-packaged',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 30_000 },
});
