/**
 * The first step of `npm test`: checks what the OS must provide (a Chromium,
 * better-sqlite3 built for Node, the keychain) and says in one line what is
 * missing, exiting 1, instead of letting the suite fail obscurely later.
 * The judging is test/helpers/preflight.ts (unit-tested); this file probes.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { osKeychain } from '../src/main/credentials/keychain';
import { CHROMIUM } from '../test/helpers/chromium';
import { osKeychainRequired, probeOsKeychain } from '../test/helpers/os-keychain';
import { judgePreflight, type NativeProbe } from '../test/helpers/preflight';
import { probeSqlite } from './sqlite-probe';

/**
 * better-sqlite3 as the tests need it: built for Node. `npm start` rebuilds it
 * for Electron; when that is why it does not load, it is rebuilt for Node
 * here, once, so `npm test` after `npm start` needs no step of its own.
 */
function sqliteForNode(): NativeProbe {
  const probe = probeSqlite();
  if (probe.works || !/NODE_MODULE_VERSION|different Node\.js version/.test(probe.reason)) return probe;
  console.log('preflight: better-sqlite3 is built for Electron (npm start); rebuilding it for Node...');
  const rebuilt = spawnSync('npm', ['run', 'rebuild:node'], { stdio: 'inherit', shell: process.platform === 'win32' });
  return rebuilt.status === 0 ? probeSqlite() : probe;
}

async function main(): Promise<void> {
  const verdict = judgePreflight({
    platform: process.platform,
    chromium: CHROMIUM,
    // A service name of its own: the probe reads one entry that does not exist, in no desk's keychain.
    keychain: await probeOsKeychain(osKeychain(`freight-desk-preflight-${randomUUID()}`)),
    sqlite: sqliteForNode(),
    keychainRequired: osKeychainRequired,
  });
  for (const note of verdict.notes) console.log(`preflight: ${note}`);
  for (const line of verdict.stop) console.error(`preflight: ${line}`);
  if (verdict.stop.length > 0) process.exit(1);
  if (CHROMIUM.found) console.log(`preflight: Chromium ${CHROMIUM.executablePath} (${CHROMIUM.source})`);
}

void main();
