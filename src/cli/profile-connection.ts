import { homedir } from 'node:os';
import { appDataDir } from '@main/app-data-dir';
import { KeychainUnavailableError, osKeychain } from '@main/credentials/keychain';
import { ProfileRoster } from '@main/credentials/profile-roster';
import { UserFacingError } from '@main/errors';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import type { ProfileReader } from './connection';
import { ENV } from './connection';
import { CommandFailure, UsageError } from './usage-error';

const DATA_DIR_HINT = `The app's data folder is "Freight Desk" under ~/.config on Linux, ~/Library/Application Support on macOS, %APPDATA% on Windows; set ${ENV.dataDir} to read another one.`;

/**
 * A service profile of the app, by name (or id): its base URL from the app's
 * settings in its data folder (FREIGHT_DESK_DATA_DIR, else the per-user folder
 * the app itself uses: app-data-dir.ts), its key and secret from the OS
 * keychain, exactly as the app reads them.
 */
export const readProfileConnection: ProfileReader = async (name, io) => {
  const { dir: dataDir } = appDataDir({ platform: process.platform, env: io.env, home: homedir(), cwd: io.cwd });
  const roster = await ProfileRoster.open({
    dataDir,
    keychain: osKeychain(),
    // The app's embedded sandbox lives only while the app runs; the CLI never uses its profile.
    sandboxBaseUrl: 'http://127.0.0.1',
    sandboxCredentials: DEMO_CREDENTIALS,
    warn: (message) => io.stderr.write(`${message}\n`),
  });
  const profile = roster.findByName(name) ?? roster.find(name);
  if (!profile) {
    const names = roster
      .all()
      .filter((p) => p.kind === 'service')
      .map((p) => p.name);
    throw new UsageError(
      `no profile named ${name} in ${dataDir}`,
      names.length > 0 ? `Its profiles: ${names.join(', ')}.` : `It has no service profiles. ${DATA_DIR_HINT}`,
    );
  }
  if (profile.kind === 'sandbox') {
    throw new UsageError(
      'the Sandbox profile runs inside the app, not from the command line',
      'Run freight-desk sandbox in another terminal and use the address and credentials it prints.',
    );
  }
  try {
    return { baseUrl: profile.baseUrl, credentials: await roster.credentials(profile.id) };
  } catch (error) {
    // No keychain, or no entry for the profile: the call cannot be made; say why in one line.
    if (error instanceof KeychainUnavailableError || error instanceof UserFacingError)
      throw new CommandFailure(error.message);
    throw error;
  }
};
