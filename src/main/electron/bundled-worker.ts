import { join } from 'node:path';
import { WORKER_THREAD_BUILT, fileWorkerLauncher } from '@main/worker-thread/worker-launcher';

/**
 * The worker thread as the Electron build ships it: electron-vite builds
 * src/main/worker-thread/worker-thread.ts as an entry of its own beside main's
 * index.js (electron.vite.config.ts). The harness and tests run it from source.
 */
export const bundledWorker = fileWorkerLauncher(join(__dirname, WORKER_THREAD_BUILT));
