import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { SandboxOptions } from '@sandbox';

export interface SandboxThread {
  readonly baseUrl: string;
  readonly credentials: { readonly apiKey: string; readonly apiSecret: string };
  close(): Promise<void>;
}

const PROJECT_ROOT = resolve(__dirname, '..', '..', '..');
let built = 0;

/**
 * The thread's code in one CommonJS file, as the app bundles its own: the
 * sandbox loads its HTTP app with a dynamic import(), which tsx's CommonJS
 * hooks in a worker leave to Node's resolver (it finds no `.ts`). Written
 * under out/, where node_modules resolves; one file per thread started.
 */
async function bundledThreadMain(): Promise<string> {
  built += 1;
  const outfile = join(PROJECT_ROOT, 'out', 'test-threads', `sandbox-thread-${process.pid}-${built}.js`);
  await build({
    entryPoints: [join(__dirname, 'sandbox-thread-main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

/** Starts a sandbox off this thread (its own event loop), answering on loopback. */
export async function startSandboxThread(options: SandboxOptions): Promise<SandboxThread> {
  const worker = new Worker(await bundledThreadMain(), { workerData: options });
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
