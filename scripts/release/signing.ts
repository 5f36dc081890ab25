/**
 * Whether an installer build signs and notarises, decided from the
 * environment alone (CI secrets, or a developer's shell), and said in one
 * plain line per platform before electron-builder starts. electron-builder
 * reads the same variables itself; this makes its choice explicit: with no
 * certificate it neither hunts the keychain for one nor signs with whatever
 * it finds, and a half-given set of credentials stops the build with the
 * names of the missing variables instead of failing deep inside it.
 */

export type DistTarget = 'mac' | 'win' | 'linux';

type Env = Readonly<Record<string, string | undefined>>;

export interface SigningPlan {
  /** Printed before packaging: one line per platform saying what is signed and what is skipped. */
  readonly lines: readonly string[];
  /** Added to electron-builder's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Added to electron-builder's command line. */
  readonly args: readonly string[];
}

/** Credentials that are given in part: the build stops with this message. */
export class SigningSetupError extends Error {}

/** The ways notarytool can sign in, in the order electron-builder tries them. */
const NOTARY_LOGINS = [
  {
    what: 'an Apple ID',
    startedBy: ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD'],
    needs: ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  },
  {
    what: 'an App Store Connect API key',
    startedBy: ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
    needs: ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
  },
  { what: 'a notarytool keychain profile', startedBy: ['APPLE_KEYCHAIN_PROFILE'], needs: ['APPLE_KEYCHAIN_PROFILE'] },
] as const;

const isSet = (env: Env, name: string): boolean => (env[name]?.trim() ?? '') !== '';

/** The first variable of `names` that is set, or null. */
const firstSet = (env: Env, names: readonly string[]): string | null => names.find((name) => isSet(env, name)) ?? null;

const listed = (names: readonly string[]): string =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The notarytool login the environment gives, or null when it gives none. */
function notaryLogin(env: Env): string | null {
  const login = NOTARY_LOGINS.find((candidate) => candidate.startedBy.some((name) => isSet(env, name)));
  if (!login) return null;
  const missing = login.needs.filter((name) => !isSet(env, name));
  if (missing.length > 0)
    throw new SigningSetupError(`macOS: notarising with ${login.what} needs ${listed(missing)} too`);
  return login.what;
}

function macPlan(env: Env): SigningPlan {
  const certificate = firstSet(env, ['CSC_LINK', 'CSC_NAME']);
  const notary = notaryLogin(env);
  if (certificate === null) {
    if (notary !== null)
      throw new SigningSetupError('macOS: notarising needs a signed app: set CSC_LINK (and CSC_KEY_PASSWORD) too');
    return {
      lines: [
        'macOS: not signed or notarised (set CSC_LINK and CSC_KEY_PASSWORD to sign): ad-hoc signed so it starts on Apple silicon; Gatekeeper asks the operator to allow it on first open',
      ],
      // Ad hoc, the hardened runtime would refuse the native modules (no team to match), and
      // no keychain identity is picked up behind the builder's back.
      env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
      args: ['-c.mac.identity=-', '-c.mac.hardenedRuntime=false', '-c.mac.notarize=false'],
    };
  }
  const signing = `macOS: signing with the certificate ${certificate === 'CSC_LINK' ? 'in CSC_LINK' : 'CSC_NAME names'}`;
  if (notary === null) {
    return {
      lines: [
        `${signing}; not notarising (set APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER to notarise): Gatekeeper warns on first open`,
      ],
      env: {},
      args: ['-c.mac.notarize=false'],
    };
  }
  return { lines: [`${signing}, notarising with ${notary}`], env: {}, args: [] };
}

function winPlan(env: Env): SigningPlan {
  const certificate = firstSet(env, ['WIN_CSC_LINK', 'CSC_LINK']);
  return {
    lines: [
      certificate === null
        ? 'Windows: not signed (set WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD to sign): SmartScreen warns before the installer runs'
        : `Windows: signing with the certificate in ${certificate}`,
    ],
    env: {},
    args: [],
  };
}

export function signingPlan(target: DistTarget, env: Env): SigningPlan {
  if (target === 'mac') return macPlan(env);
  if (target === 'win') return winPlan(env);
  return { lines: ['Linux: the AppImage and the deb are not signed (there is nothing to set)'], env: {}, args: [] };
}
