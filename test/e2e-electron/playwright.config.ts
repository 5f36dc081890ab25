import { defineConfig, type ReporterDescription } from '@playwright/test';

/**
 * The Electron suite (`npm run test:packaged`): Playwright drives the app
 * electron-builder packed, not a browser, so this suite has its own config
 * beside the web harness's (playwright.config.ts). shipped-app.spec.ts opens
 * the app as it ships (dist/); the journeys (journeys/) drive the journeys'
 * build (dist/journeys, journeys-build.yml) through Playwright's Electron
 * launcher. Each skips, saying why, where its build does not exist. Its own
 * list reporter (.ci/run counts the end-to-end suite's results from that
 * suite's JSON report), and in CI an HTML report kept with the run.
 */
const reporter: ReporterDescription[] = process.env.CI
  ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/electron' }]]
  : [['list']];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/playwright-packaged',
  // One desk at a time: each journey starts the app, and a machine has one keychain and one screen.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter,
  timeout: 120_000,
  expect: { timeout: 30_000 },
});
