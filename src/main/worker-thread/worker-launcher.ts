import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ThreadLauncher } from '@main/store/resident-thread';

/** The worker thread's entry file, run from its TypeScript source. */
export const WORKER_THREAD_SOURCE = join(__dirname, 'worker-thread.ts');

/** The entry's file name in a build, beside main's (electron.vite.config.ts, scripts/build-harness.ts). */
export const WORKER_THREAD_BUILT = 'worker-thread.js';

/**
 * The worker run from its TypeScript source, as the web harness and the tests
 * run main (tsx): the thread registers tsx's loader, then loads the file.
 * The Electron build passes its own launcher instead, pointing at the worker
 * electron-vite bundled beside main (src/main/electron/bundled-worker.ts).
 */
export const sourceWorkerLauncher: ThreadLauncher = (options) => {
  // The project's tsconfig holds the path aliases (@shared/...): named, so they resolve whatever the working directory.
  const tsconfig = join(__dirname, '..', '..', '..', 'tsconfig.json');
  const boot = `process.env.TSX_TSCONFIG_PATH ??= ${JSON.stringify(tsconfig)}; require('tsx/cjs'); require(${JSON.stringify(WORKER_THREAD_SOURCE)});`;
  return new Worker(boot, { ...options, eval: true });
};

/** The worker at a built file's path (a bundle's). */
export function fileWorkerLauncher(file: string): ThreadLauncher {
  return (options) => new Worker(file, options);
}
