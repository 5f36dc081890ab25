/**
 * The first step of `npm test`: checks what the OS must provide (a Chromium,
 * better-sqlite3 built for Node, the keychain) and says in one line what is
 * missing, exiting 1, instead of letting the suite fail obscurely later.
 * The judging is test/helpers/preflight.ts (unit-tested); this file probes.
 */
import { randomUUID } from 'node:crypto';
import { osKeychain } from '../src/main/credentials/keychain';
import { CHROMIUM } from '../test/helpers/chromium';
import { osKeychainRequired, probeOsKeychain } from '../test/helpers/os-keychain';
import { judgePreflight, type NativeProbe } from '../test/helpers/preflight';

async function probeSqlite(): Promise<NativeProbe> {
  try {
    const { default: Database } = await import('better-sqlite3');
    new Database(':memory:').close();
    return { works: true };
  } catch (error) {
    return { works: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

async function main(): Promise<void> {
  const verdict = judgePreflight({
    platform: process.platform,
    chromium: CHROMIUM,
    // A service name of its own: the probe reads one entry that does not exist, in no desk's keychain.
    keychain: await probeOsKeychain(osKeychain(`freight-desk-preflight-${randomUUID()}`)),
    sqlite: await probeSqlite(),
    keychainRequired: osKeychainRequired,
  });
  for (const note of verdict.notes) console.log(`preflight: ${note}`);
  for (const line of verdict.stop) console.error(`preflight: ${line}`);
  if (verdict.stop.length > 0) process.exit(1);
  if (CHROMIUM.found) console.log(`preflight: Chromium ${CHROMIUM.executablePath} (${CHROMIUM.source})`);
}

void main();
