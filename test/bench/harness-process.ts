/*
 * The built web harness (out/harness/main.js, `npm run build`) in a process
 * of its own, as `npm run web` serves it: for the benches that measure what
 * the browser's bridge gets from it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
const HARNESS_MAIN = path.join(PROJECT_ROOT, 'out', 'harness', 'main.js');

export interface HarnessProcess {
  /** The address the harness printed, with this run's secret. */
  readonly url: string;
  readonly origin: string;
  readonly secret: string;
  /** The embedded sandbox's address, as the harness printed it. */
  readonly sandboxUrl: string;
  /** The child's process id (for its RSS, a profile). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** Starts the built harness with these flags after `--port 0`; resolves once it printed its addresses. */
export async function startHarnessProcess(
  flags: readonly string[],
  options: { timeoutMs?: number; nodeArgs?: readonly string[] } = {},
): Promise<HarnessProcess> {
  if (!existsSync(HARNESS_MAIN)) throw new Error(`${HARNESS_MAIN} is missing: run npm run build first`);
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), HARNESS_MAIN, '--port', '0', ...flags],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const printed = await new Promise<{ url: string; sandboxUrl: string }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the harness printed no address in time.\n${stderr}`)),
        options.timeoutMs ?? 120_000,
      );
      child.once('exit', (code) => reject(new Error(`the harness exited (code ${code}).\n${stderr}`)));
      let url: string | undefined;
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const text = line.trim();
        if (text.startsWith('http://127.0.0.1:')) url = text;
        const sandbox = /^sandbox: (http:\/\/127\.0\.0\.1:\d+)$/.exec(text);
        if (url && sandbox) {
          clearTimeout(timer);
          resolve({ url, sandboxUrl: sandbox[1] as string });
        }
      });
    });
    const parsed = new URL(printed.url);
    return {
      url: printed.url,
      origin: parsed.origin,
      secret: parsed.searchParams.get('secret') ?? '',
      sandboxUrl: printed.sandboxUrl,
      pid: child.pid as number,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
