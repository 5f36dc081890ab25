/*
 * A sandbox in a worker thread of its own (started by sandbox-thread.ts):
 * for tests that measure main's event loop, so the sandbox building and
 * serialising a big answer is not counted as main's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SandboxOptions } from '@sandbox';
import { startSandboxAtTestMoment } from '../../helpers/sandbox-at-test-moment';

// workerData is the SandboxOptions sandbox-thread.ts passed.
const options = workerData as SandboxOptions;
void startSandboxAtTestMoment(options).then((sandbox) => {
  parentPort?.postMessage({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  parentPort?.once('message', () => void sandbox.close().then(() => process.exit(0)));
});
