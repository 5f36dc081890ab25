/**
 * node --import tsx sandbox-on-disk.ts DATA_DIR
 *
 * A child process for the kill -9 tests: the sandbox keeping its state in
 * DATA_DIR, at the tests' moment. Prints one JSON line (its address and
 * credentials) once it serves, then runs until it is killed.
 */
import { startSandboxAtTestMoment } from '../../helpers/sandbox-at-test-moment';
import { TEST_NOW } from '../../helpers/test-clock';

async function main(): Promise<void> {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: sandbox-on-disk.ts DATA_DIR');
  const sandbox = await startSandboxAtTestMoment({ dataDir, clockStartAt: TEST_NOW });
  await sandbox.ready;
  process.stdout.write(`${JSON.stringify({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`sandbox failed to start: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
