import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ThreadLauncher } from '@main/store/resident-thread';
import { WORKER_THREAD_BUILT, fileWorkerLauncher, sourceWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { bundleWebBridge } from './bridge-bundle';

/**
 * The parts of the harness that are files of their own: the browser bridge
 * and the worker thread. The built harness (out/harness, from
 * scripts/build-harness.ts) finds them built beside it; run from source (the
 * harness's own tests), the bridge is bundled now and the worker runs from
 * its TypeScript through tsx.
 */
export interface HarnessParts {
  readonly bridgeScript: string;
  readonly workerThread: ThreadLauncher;
  /** 'built' when they came from the build beside this module. */
  readonly from: 'built' | 'source';
}

/** `dir` is the folder of the running harness module (its __dirname). */
export async function loadHarnessParts(dir: string): Promise<HarnessParts> {
  const builtBridge = path.join(dir, 'web-bridge.js');
  const builtWorker = path.join(dir, WORKER_THREAD_BUILT);
  if (existsSync(builtBridge) && existsSync(builtWorker)) {
    return {
      bridgeScript: await readFile(builtBridge, 'utf8'),
      workerThread: fileWorkerLauncher(builtWorker),
      from: 'built',
    };
  }
  return { bridgeScript: await bundleWebBridge(), workerThread: sourceWorkerLauncher, from: 'source' };
}
