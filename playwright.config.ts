import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './test/helpers/chromium';

/**
 * End-to-end tests: the tests' Chromium (FREIGHT_DESK_CHROMIUM, else Debian's,
 * else Playwright's own: test/helpers/chromium.ts) driving the
 * built renderer through the web harness (test/e2e/fixtures.ts starts one per
 * test). `npm test` builds the renderer first; `npx playwright test` alone
 * needs `npm run build` to have run.
 */

// .ci/run sets PLAYWRIGHT_JSON_OUTPUT_FILE to count results; the json reporter reads it. CI keeps an HTML report.
const reporter: ReporterDescription[] = [
  ['list'],
  ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ReporterDescription] : []),
  ...(process.env.CI
    ? [['html', { open: 'never', outputFolder: 'playwright-report/e2e' }] as ReporterDescription]
    : []),
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  // Each test starts a harness (Node + sandbox) beside Chromium: one worker fits 2 shared cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args] },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
