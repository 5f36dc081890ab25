/**
 * Runs before electron-vite in `npm start` and `npm run dev`: when the
 * Electron binary is missing it says so in one line (electron-binary.ts) and
 * stops, instead of electron-vite's stack trace.
 */
import path from 'node:path';
import { missingElectronBinary } from './electron-binary';

function installedElectronDir(): string | null {
  try {
    return path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

const problem = missingElectronBinary({ env: process.env, electronDir: installedElectronDir() });
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}
