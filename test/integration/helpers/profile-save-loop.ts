/**
 * node --import tsx profile-save-loop.ts DATA_DIR FIRST_INDEX
 *
 * A child process for the kill -9 test: it saves profiles "P<n>" from
 * FIRST_INDEX on, four at a time (with activations between, as the app's
 * renderer may send them), forever, and prints "saved P<n>" once each save has
 * resolved. The test kills it with SIGKILL at a moment of its choosing.
 */
import { ProfileRoster } from '@main/credentials/profile-roster';
import { memoryKeychain } from '../../helpers/memory-keychain';

const WORKERS = 4;

async function main(): Promise<void> {
  const [dataDir, first] = process.argv.slice(2);
  if (!dataDir || first === undefined) throw new Error('usage: profile-save-loop.ts DATA_DIR FIRST_INDEX');
  const roster = await ProfileRoster.open({
    dataDir,
    // The keychain is not what this test is about: the settings file is.
    keychain: memoryKeychain(),
    sandboxBaseUrl: 'http://127.0.0.1:1',
    sandboxCredentials: { apiKey: 'demo', apiSecret: 'demo' },
    warn: (message) => process.stderr.write(`${message}\n`),
  });
  let next = Number(first);
  process.stdout.write('ready\n');
  const worker = async (): Promise<never> => {
    for (;;) {
      const n = next++;
      const saved = await roster.save({ name: `P${n}`, baseUrl: `https://p${n}.example`, apiKey: 'k', apiSecret: 's' });
      process.stdout.write(`saved P${n}\n`);
      if (n % 3 === 0) await roster.activate(n % 2 === 0 ? saved.id : 'sandbox');
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

main().catch((error: unknown) => {
  process.stderr.write(`save loop failed: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
