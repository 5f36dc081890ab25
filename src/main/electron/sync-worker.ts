import { join } from 'node:path';
import { fileWorkerLauncher, type SyncWorkerLauncher } from '@main/sync/sync-worker-launcher';

/**
 * The list sync's worker as the Electron build ships it: electron-vite builds
 * src/main/sync/list-sync-worker.ts as an entry of its own beside main's
 * index.js (electron.vite.config.ts). The harness and tests run it from source.
 */
export const bundledSyncWorker: SyncWorkerLauncher = fileWorkerLauncher(join(__dirname, 'list-sync-worker.js'));
