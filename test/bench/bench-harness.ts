/*
 * The built web harness for the benches that drive the renderer in Chromium
 * (tracking-first-paint.ts, tracking-scroll.ts): started on a data folder
 * with a seeded sandbox, and the wait for the app's own sync to fill the
 * profile's store. Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startHarnessProcess } from './harness-process';

/** Seeding and the first fetch of 100,000 shipments take a while on a shared 2-core machine. */
const START_TIMEOUT_MS = 300_000;
/** The app's first sync of 100,000 shipments into its store, on a shared machine. */
const SYNC_TIMEOUT_MS = 600_000;

export interface Harness {
  readonly url: string;
  /** The harness's process id (harnessSettled reads its CPU time). */
  readonly pid: number;
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

/** Linux's clock ticks a second for /proc's CPU times (sysconf(_SC_CLK_TCK), 100 on every Linux build in use). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The process's CPU time so far, all its threads (ms); null where there is no /proc. */
function cpuTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's ")" come the fields from the 3rd on: utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Waits until the harness has had a second with under 5 % of a core busy.
 * A sync's end is told before its worker indexes the new rows for search and
 * main loads its in-memory sort columns (seconds at 100,000 rows): a figure
 * of the page's own work must not share the machine's two cores with that
 * catch-up. Null once quiet; otherwise why the figure was taken anyway.
 */
export async function harnessSettled(harness: Harness, timeoutMs = 120_000): Promise<string | null> {
  const until = Date.now() + timeoutMs;
  let before = cpuTimeMs(harness.pid);
  if (before === null) return 'not checked (no /proc here)';
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTimeMs(harness.pid);
    if (now === null) return 'the harness ended';
    if (now - before < 50) return null;
    if (Date.now() > until) return `the harness was still busy after ${timeoutMs / 1000} s`;
    before = now;
  }
}
