/*
 * The built web harness for the benches that drive the renderer in Chromium
 * (tracking-first-paint.ts, tracking-scroll.ts): started on a data folder
 * with a seeded sandbox, and the wait for the app's own sync to fill the
 * profile's store. Needs `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from 'playwright-core';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
/** Seeding and the first fetch of 100,000 shipments take a while on a shared 2-core machine. */
const START_TIMEOUT_MS = 300_000;
/** The app's first sync of 100,000 shipments into its store, on a shared machine. */
const SYNC_TIMEOUT_MS = 600_000;

export interface Harness {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts the web harness on `dataDir` (kept when it stops: a later start finds its store filled). */
export async function startHarness(dataDir: string, seedShipments: number): Promise<Harness> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // The built harness (npm run build), as `npm run web` starts it.
      'out/harness/main.js',
      '--port',
      '0',
      '--data',
      dataDir,
      '--downloads',
      dataDir,
      '--seed-shipments',
      String(seedShipments),
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the harness printed no URL in time.\n${stderr}`)),
        START_TIMEOUT_MS,
      );
      child.once('exit', (code) => reject(new Error(`the harness exited (code ${code}).\n${stderr}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('http://127.0.0.1:')) return;
        clearTimeout(timer);
        child.stdout!.resume();
        resolve(line.trim());
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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
