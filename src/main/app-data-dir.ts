import path from 'node:path';

/**
 * Where the app keeps its data (settings, the local store per profile, the
 * embedded sandbox's state), computed the way Electron computes its userData
 * folder, so the web harness and the command line find the same folder as the
 * desktop app without importing Electron.
 *
 * One rule for all three: FREIGHT_DESK_DATA_DIR wins (end-to-end tests and
 * side-by-side runs use it); otherwise `<OS app data>/Freight Desk`.
 */

/** The variable that moves the data folder. */
export const DATA_DIR_ENV = 'FREIGHT_DESK_DATA_DIR';

/**
 * The folder's name under the OS's app data folder: Electron names userData
 * after package.json's productName, which must stay equal to this (a unit test
 * checks it).
 */
export const APP_FOLDER_NAME = 'Freight Desk';

type Env = Readonly<Record<string, string | undefined>>;

export interface DataDirInputs {
  readonly platform: NodeJS.Platform;
  readonly env: Env;
  /** The user's home folder (os.homedir()). */
  readonly home: string;
  /** What a relative FREIGHT_DESK_DATA_DIR is resolved against (process.cwd()). */
  readonly cwd: string;
}

/** The data folder and why it is that one, for the line a tool prints at start. */
export interface DataDirChoice {
  readonly dir: string;
  readonly source: 'environment' | 'per-user';
}

/** FREIGHT_DESK_DATA_DIR made absolute, or null when it is not set or blank. */
export function dataDirOverride(env: Env, cwd: string = process.cwd()): string | null {
  const value = env[DATA_DIR_ENV]?.trim();
  if (!value) return null;
  return path.resolve(cwd, value);
}

/**
 * The OS's per-user app data folder, as Electron's app.getPath('appData'):
 * Linux $XDG_CONFIG_HOME (when absolute, as the XDG spec says) or ~/.config,
 * macOS ~/Library/Application Support, Windows %APPDATA% (Roaming).
 */
export function osAppDataDir(inputs: Omit<DataDirInputs, 'cwd'>): string {
  const { platform, env, home } = inputs;
  if (platform === 'win32') {
    const appData = env['APPDATA']?.trim();
    return appData && path.win32.isAbsolute(appData) ? appData : path.win32.join(home, 'AppData', 'Roaming');
  }
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support');
  const xdg = env['XDG_CONFIG_HOME']?.trim();
  return xdg && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(home, '.config');
}

/** The app's per-user data folder (what Electron's userData is): `<OS app data>/Freight Desk`. */
export function perUserDataDir(inputs: Omit<DataDirInputs, 'cwd'>): string {
  const join = inputs.platform === 'win32' ? path.win32.join : path.posix.join;
  return join(osAppDataDir(inputs), APP_FOLDER_NAME);
}

/** The data folder to use: FREIGHT_DESK_DATA_DIR when set, else the per-user folder. */
export function appDataDir(inputs: DataDirInputs): DataDirChoice {
  const overridden = dataDirOverride(inputs.env, inputs.cwd);
  return overridden !== null
    ? { dir: overridden, source: 'environment' }
    : { dir: perUserDataDir(inputs), source: 'per-user' };
}
