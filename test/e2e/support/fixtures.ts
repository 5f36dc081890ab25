import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startHarnessProcess, type HarnessHooks, type HarnessProcess } from './harness-process';

const SCREENS_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'screens');

export interface HarnessFixtures {
  /** Files the harness's data dir holds before it starts (test.use({ harnessDataFiles })); default none. */
  harnessDataFiles: Readonly<Record<string, string>>;
  /** A web harness of its own for each test: fresh data dir, Sandbox profile active. */
  harness: HarnessProcess;
  /** The harness's address with its secret: open it with page.goto(appUrl). */
  appUrl: string;
  /** The harness's test hooks (faults, stats, clock, the sandbox's base URL). */
  hooks: HarnessHooks;
}

export const test = base.extend<HarnessFixtures>({
  harnessDataFiles: [{}, { option: true }],
  harness: async ({ harnessDataFiles }, use, testInfo) => {
    const harness = await startHarnessProcess({ dataFiles: harnessDataFiles });
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
});

export { expect };

/** Saves a full-page screenshot as test-results/screens/NAME.png, for a person to look at. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}
