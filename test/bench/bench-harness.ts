/*
 * The built web harness for the benches that drive the renderer in Chromium
 * (tracking-first-paint.ts, tracking-scroll.ts): started on a data folder
 * with a seeded sandbox, and the wait for the app's own sync to fill the
 * profile's store. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { startHarnessProcess } from './harness-process';

/** Seeding and the first fetch of 100,000 shipments take a while on a shared 2-core machine. */
const START_TIMEOUT_MS = 300_000;
/** The app's first sync of 100,000 shipments into its store, on a shared machine. */
const SYNC_TIMEOUT_MS = 600_000;

export interface Harness {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts the web harness on `dataDir` (kept when it stops: a later start finds its store filled). */
export function startHarness(dataDir: string, seedShipments: number): Promise<Harness> {
  return startHarnessProcess(['--data', dataDir, '--downloads', dataDir, '--seed-shipments', String(seedShipments)], {
    timeoutMs: START_TIMEOUT_MS,
  });
}

/**
 * Waits until the app's own sync has filled the profile's store (sync.status
 * through the page's bridge). Null when it did: otherwise why not (the app
 * does not sync into its store yet, or the sync failed).
 */
export async function storeFilled(page: Page): Promise<string | null> {
  const until = Date.now() + SYNC_TIMEOUT_MS;
  for (;;) {
    const status = (await page.evaluate(`(async () => {
      const bridge = window.freightDesk;
      if (!bridge || !bridge.sync || !bridge.sync.status) return { problem: 'the bridge has no sync.status' };
      const answer = await bridge.sync.status();
      if (!answer.ok) return { problem: 'sync.status failed: ' + (answer.error && answer.error.message) };
      const s = answer.value;
      if (s.error) return { problem: 'the sync failed: ' + s.error.message };
      return { done: s.completedAt !== null && s.running === null };
    })()`)) as { problem?: string; done?: boolean };
    if (status.problem) return status.problem;
    if (status.done) return null;
    if (Date.now() > until) return 'the sync did not complete in time';
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
