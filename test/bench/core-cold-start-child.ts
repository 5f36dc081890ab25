/*
 * The child process of core-cold-start.ts: the app's core as the Electron
 * shell starts it (createAppCore with the app's startup gate), bundled as the
 * app bundles main, on a data folder given on the command line. It asks what
 * the first screen asks first (session.status) and prints one JSON line: the
 * times since this process started (Node's performance.now() counts from
 * there), then closes. Not run by hand.
 */
import { createAppCore, type AppCore } from '@main/app-core';
import { APP_STARTUP } from '@main/startup-gate';
import { WORKER_THREAD_BUILT, fileWorkerLauncher } from '@main/worker-thread/worker-launcher';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import path from 'node:path';
import { memoryKeychain } from '../helpers/memory-keychain';

export interface CoreStart {
  /** When our code began to run: Node's own start and the loading of the bundle before it. */
  readonly codeRunsMs: number;
  /** createAppCore resolved: the sandbox listening, the profiles open, the router wired. */
  readonly coreReadyMs: number;
  /** The first IPC answer the renderer would get. */
  readonly firstAnswerMs: number;
}

const codeRunsMs = performance.now();
const [dataDir, flag] = process.argv.slice(2);
/** How long the first start waits for its first sync (a few dozen demo shipments) on a busy machine. */
const SYNC_TIMEOUT_MS = 60_000;

async function main(): Promise<void> {
  if (!dataDir) throw new Error('usage: core-cold-start-child DATA');
  const core = await createAppCore({
    dataDir,
    keychain: memoryKeychain(),
    startup: APP_STARTUP,
    // The worker thread bundled beside this file (core-cold-start.ts), as the app's is beside main.
    workerThread: fileWorkerLauncher(path.join(__dirname, WORKER_THREAD_BUILT)),
    log: { error: () => {}, failed: () => {} },
  });
  const coreReadyMs = performance.now();
  try {
    const answer = await core.invoke('session.status', undefined);
    const firstAnswerMs = performance.now();
    if (!answer.ok) throw new Error(`session.status failed: ${JSON.stringify(answer.error)}`);
    if (flag === '--until-synced') await firstSyncDone(core);
    process.stdout.write(`${JSON.stringify({ codeRunsMs, coreReadyMs, firstAnswerMs } satisfies CoreStart)}\n`);
  } finally {
    await core.close();
  }
}

/** Polls sync.status until a sync has completed (the gate is open on a first start: it runs at once). */
async function firstSyncDone(core: AppCore): Promise<void> {
  const until = performance.now() + SYNC_TIMEOUT_MS;
  for (;;) {
    const answer = await core.invoke('sync.status', undefined);
    if (!answer.ok) throw new Error(`sync.status failed: ${JSON.stringify(answer.error)}`);
    const status = answer.value as SyncStatus;
    if (status.error) throw new Error(`the first sync failed: ${status.error.message}`);
    if (status.completedAt !== null && status.running === null) return;
    if (performance.now() > until) throw new Error('the first sync did not complete in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
