import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SandboxOptions } from '@sandbox';
import { bundleForNode } from '../../bench/bundle-for-node';

export interface SandboxThread {
  readonly baseUrl: string;
  readonly credentials: { readonly apiKey: string; readonly apiSecret: string };
  close(): Promise<void>;
}

/**
 * Starts a sandbox off this thread (its own event loop), answering on
 * loopback. The thread runs its code bundled as the app bundles it (the
 * benches' bundleForNode): the sandbox loads its HTTP app with a dynamic
 * import(), which tsx's CommonJS hooks in a worker leave to Node's resolver,
 * and that finds no `.ts` file.
 */
export async function startSandboxThread(options: SandboxOptions): Promise<SandboxThread> {
  const file = await bundleForNode(join(__dirname, 'sandbox-thread-main.ts'), 'sandbox-thread-main');
  const worker = new Worker(file, { workerData: options });
  const started = await new Promise<Omit<SandboxThread, 'close'>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    ...started,
    close: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}
