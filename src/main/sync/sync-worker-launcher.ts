import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Starts the list sync's worker thread (list-sync-worker.ts) with these options. */
export type SyncWorkerLauncher = (options: WorkerOptions) => Worker;

/**
 * The worker run from its TypeScript source, as the web harness and the tests
 * run main (tsx): the thread registers tsx's loader, then loads the file.
 * The Electron build passes its own launcher instead, pointing at the worker
 * electron-vite bundled beside main (src/main/electron/sync-worker.ts).
 */
export const sourceWorkerLauncher: SyncWorkerLauncher = (options) => {
  const file = join(__dirname, 'list-sync-worker.ts');
  // The project's tsconfig holds the path aliases (@shared/...): named, so they resolve whatever the working directory.
  const tsconfig = join(__dirname, '..', '..', '..', 'tsconfig.json');
  const boot = `process.env.TSX_TSCONFIG_PATH ??= ${JSON.stringify(tsconfig)}; require('tsx/cjs'); require(${JSON.stringify(file)});`;
  return new Worker(boot, { ...options, eval: true });
};

/** The worker at a built file's path (a bundle's). */
export function fileWorkerLauncher(file: string): SyncWorkerLauncher {
  return (options) => new Worker(file, options);
}
