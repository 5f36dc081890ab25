/**
 * Runs before electron-vite in `npm start` and `npm run dev`, so that
 * `npm install && npm start` opens the desk on a fresh machine:
 *  1. the Electron binary: the electron package fetches it on first use, never
 *     at npm install; it is fetched here when missing (unless
 *     ELECTRON_SKIP_BINARY_DOWNLOAD says not to), and when it still is not
 *     there this says so in one line (electron-binary.ts) and stops, instead of
 *     electron-vite's stack trace;
 *  2. better-sqlite3 built for Electron: `npm install` builds it for Node (the
 *     tests and the harness); when it still loads in this Node it is rebuilt
 *     for Electron now (`npm run rebuild:electron`). `npm test`'s preflight
 *     rebuilds it for Node again.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { probeSqlite } from '../sqlite-probe';
import { missingElectronBinary } from './electron-binary';

function installedElectronDir(): string | null {
  try {
    return path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

const electronDir = installedElectronDir();
let problem = missingElectronBinary({ env: process.env, electronDir });
if (problem !== null && electronDir !== null && !process.env['ELECTRON_SKIP_BINARY_DOWNLOAD']) {
  console.log('npm start: downloading the Electron binary (once)...');
  spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'inherit' });
  problem = missingElectronBinary({ env: process.env, electronDir });
}
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}

// Opens in this Node: built for Node, not for Electron.
if (probeSqlite().works) {
  console.log('npm start: rebuilding better-sqlite3 for Electron (npm test rebuilds it for Node)...');
  const rebuilt = spawnSync('npm', ['run', 'rebuild:electron'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (rebuilt.status !== 0) {
    console.error(
      'npm start: better-sqlite3 could not be rebuilt for Electron: run "npm run rebuild:electron" and look at its output.',
    );
    process.exit(1);
  }
}
