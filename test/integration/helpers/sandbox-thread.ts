import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SandboxOptions } from '@sandbox';

export interface SandboxThread {
  readonly baseUrl: string;
  readonly credentials: { readonly apiKey: string; readonly apiSecret: string };
  close(): Promise<void>;
}

/** Starts a sandbox off this thread (its own event loop), answering on loopback. */
export async function startSandboxThread(options: SandboxOptions): Promise<SandboxThread> {
  const file = join(__dirname, 'sandbox-thread-main.ts');
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, {
    eval: true,
    workerData: options,
  });
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
