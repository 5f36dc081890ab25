/*
 * The child process of core-cold-start.ts: the app's core as the Electron
 * shell starts it (createAppCore with the app's startup gate), bundled as the
 * app bundles main, on a data folder given on the command line. It asks what
 * the first screen asks first (session.status) and prints one JSON line: the
 * times since this process started (Node's performance.now() counts from
 * there), then closes. Not run by hand.
 */
import { createAppCore } from '@main/app-core';
import { APP_STARTUP } from '@main/startup-gate';
import { memoryKeychain } from '../helpers/memory-keychain';

export interface CoreStart {
  /** When our code began to run: Node's own start and the loading of the bundle before it. */
  readonly codeRunsMs: number;
  /** createAppCore resolved: the sandbox listening, the profiles open, the router wired. */
  readonly coreReadyMs: number;
  /** The first IPC answer the renderer would get. */
  readonly firstAnswerMs: number;
}

const codeRunsMs = performance.now();
const [dataDir] = process.argv.slice(2);

async function main(): Promise<void> {
  if (!dataDir) throw new Error('usage: core-cold-start-child DATA');
  const core = await createAppCore({
    dataDir,
    keychain: memoryKeychain(),
    startup: APP_STARTUP,
    log: { error: () => {}, failed: () => {} },
  });
  const coreReadyMs = performance.now();
  try {
    const answer = await core.invoke('session.status', undefined);
    const firstAnswerMs = performance.now();
    if (!answer.ok) throw new Error(`session.status failed: ${JSON.stringify(answer.error)}`);
    process.stdout.write(`${JSON.stringify({ codeRunsMs, coreReadyMs, firstAnswerMs } satisfies CoreStart)}\n`);
  } finally {
    await core.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
