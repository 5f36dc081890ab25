/*
 * The sandbox in a process of its own, for the benches where it is the thing
 * served: its work then never shares a thread (or a garbage collector) with
 * the client being measured. The child is sandbox-child.ts, bundled.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Credentials } from '@main/api';
import { bundleForNode } from './bundle-for-node';

export interface SandboxProcess {
  readonly baseUrl: string;
  readonly credentials: Credentials;
  readonly pid: number;
  stop(): Promise<void>;
}

/** The project's root, from this file in test/bench or from its bundle in out/bench alike. */
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/** `dataDir`: the sandbox keeps its state there (on disk), as the app's embedded sandbox does; default in memory. */
export async function startSandboxProcess(options: { dataDir?: string } = {}): Promise<SandboxProcess> {
  const file = await bundleForNode(path.join(PROJECT_ROOT, 'test', 'bench', 'sandbox-child.ts'), 'sandbox-child');
  const args = options.dataDir === undefined ? [file] : [file, options.dataDir];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const started = await new Promise<{ baseUrl: string; credentials: Credentials }>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the sandbox's process exited (code ${code}).\n${stderr}`)));
      createInterface({ input: child.stdout }).once('line', (line) => {
        try {
          resolve(JSON.parse(line) as { baseUrl: string; credentials: Credentials });
        } catch {
          reject(new Error(`the sandbox's process printed ${line}\n${stderr}`));
        }
      });
    });
    return { ...started, pid: child.pid as number, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
