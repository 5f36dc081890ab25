/*
 * The child process of sandbox-process.ts: the sandbox alone, as
 * `freight-desk sandbox` serves it (in memory, or on disk in the folder its
 * one argument names; on a free loopback port), bundled as the app bundles
 * its code. Prints one JSON line with its address and credentials, and stops
 * on SIGTERM. Not run by hand.
 */
import { startSandbox } from '@sandbox';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, ...(dataDir ? { dataDir } : {}) });
  await sandbox.ready;
  process.stdout.write(`${JSON.stringify({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials })}\n`);
  process.once('SIGTERM', () => {
    void sandbox.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
