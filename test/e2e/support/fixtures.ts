import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { TEST_NOW } from '../../helpers/test-clock';
import { startHarnessProcess, type HarnessHooks, type HarnessProcess } from './harness-process';

const SCREENS_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'screens');

export interface HarnessFixtures {
  /** Files the harness's data dir holds before it starts (test.use({ harnessDataFiles })); default none. */
  harnessDataFiles: Readonly<Record<string, string>>;
  /** More flags for the harness (test.use({ harnessArgs: ['--seed-shipments', '100000'] })); default none. */
  harnessArgs: readonly string[];
  /**
   * The moment (epoch ms) the test's clocks start: the harness's (app core and
   * sandbox) and the page's. Fixed, so no test depends on the day it runs
   * (test/helpers/test-clock.ts; FREIGHT_DESK_TEST_NOW moves it for a whole
   * run); `test.use({ clockStart })` picks another for one file.
   */
  clockStart: number;
  /** A web harness of its own for each test: fresh data dir, Sandbox profile active, calendar at clockStart. */
  harness: HarnessProcess;
  /** The harness's address with its secret: open it with page.goto(appUrl). */
  appUrl: string;
  /** The harness's test hooks (faults, stats, clock, the sandbox's base URL). */
  hooks: HarnessHooks;
}

export const test = base.extend<HarnessFixtures>({
  harnessDataFiles: [{}, { option: true }],
  harnessArgs: [[], { option: true }],
  clockStart: [TEST_NOW, { option: true }],
  harness: async ({ harnessDataFiles, harnessArgs, clockStart }, use, testInfo) => {
    const harness = await startHarnessProcess({ dataFiles: harnessDataFiles, startAt: clockStart, args: harnessArgs });
    try {
      await use(harness);
    } finally {
      await harness.stop();
      // The harness's own log explains most failures: keep it with the test's report.
      if (testInfo.status !== testInfo.expectedStatus && harness.stderr()) {
        await testInfo.attach('harness-stderr', { body: harness.stderr(), contentType: 'text/plain' });
      }
    }
  },
  appUrl: async ({ harness }, use) => use(harness.url),
  hooks: async ({ harness }, use) => use(harness.hooks),
  /**
   * The page's clock is installed at the harness's time (which started at
   * clockStart a moment ago) and flows from there, so the desk and the sandbox
   * agree on the day and the hour. Move it with fastForward, runFor, pauseAt or
   * setFixedTime; installing it again would put it back on the real calendar.
   */
  page: async ({ page, harness }, use) => {
    const { operatorNow } = await harness.hooks.clock();
    await page.clock.install({ time: operatorNow });
    page.clock.install = () =>
      Promise.reject(
        new Error(
          'page.clock is already installed at the harness’s time (test/e2e/support/fixtures.ts): move it with fastForward, runFor, pauseAt or setFixedTime',
        ),
      );
    await use(page);
  },
});

export { expect };

/** Saves a full-page screenshot as test-results/screens/NAME.png, for a person to look at. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/** The two window sizes the desk is used at. */
const WINDOW_SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

/**
 * Screenshots of the page as it is now at both window sizes, light and dark:
 * test-results/screens/NAME-WIDTH-SCHEME.png. `at` is scrolled to the top of
 * the view first. The page is left light, at the viewport it had.
 */
export async function saveScreensAtSizes(page: Page, name: string, options: { at?: Locator } = {}): Promise<void> {
  const before = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      await options.at?.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await saveScreen(page, `${name}-${size.width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before) await page.setViewportSize(before);
}
