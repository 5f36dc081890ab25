import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether `npm start` (and `npm run dev`) can open the Electron window: the
 * Electron binary must be on disk where electron-vite looks for it, which is
 * ELECTRON_EXEC_PATH when set, else node_modules/electron/dist/<path.txt>.
 * The electron package downloads that binary only when asked (`npx
 * install-electron`, or the first require of it), never at `npm install`,
 * and an install with ELECTRON_SKIP_BINARY_DOWNLOAD or without network has
 * none: electron-vite then stops with "Error: Electron uninstall" and a stack
 * trace. This says what is missing in one line instead.
 */
export interface ElectronBinaryInput {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The folder of the installed electron package, or null when it is not installed. */
  readonly electronDir: string | null;
}

const WEB = 'or npm run web to use the desk in a browser without it';

/** The one line to print when the binary is missing, or null when it is there. */
export function missingElectronBinary({ env, electronDir }: ElectronBinaryInput): string | null {
  const execPath = env['ELECTRON_EXEC_PATH']?.trim();
  if (execPath) {
    return existsSync(execPath)
      ? null
      : `ELECTRON_EXEC_PATH is ${execPath}, which does not exist: fix or unset it, ${WEB}`;
  }
  if (electronDir === null) return `Electron is not installed (no node_modules/electron): run npm install, ${WEB}`;
  const pathFile = path.join(electronDir, 'path.txt');
  const binary = existsSync(pathFile) ? path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()) : null;
  if (binary !== null && existsSync(binary)) return null;
  return `npm start needs the Electron binary, which is not downloaded (node_modules/electron/dist): run npx install-electron to download it, ${WEB}`;
}
