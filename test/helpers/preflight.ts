import type { ChromiumChoice } from './chromium';
import { platformKeychain, type OsKeychainProbe } from './os-keychain';

/** Whether a native module loads in this Node (better-sqlite3 built for Electron does not). */
export type NativeProbe = { readonly works: true } | { readonly works: false; readonly reason: string };

export interface PreflightFindings {
  readonly platform: NodeJS.Platform;
  readonly chromium: ChromiumChoice;
  readonly keychain: OsKeychainProbe;
  readonly sqlite: NativeProbe;
  /** CI is set: the keychain tests must run, so a keychain that does not work stops the run. */
  readonly keychainRequired: boolean;
}

/** What stops `npm test` before it starts (one line each), and what it only notes. */
export interface PreflightVerdict {
  readonly stop: readonly string[];
  readonly notes: readonly string[];
}

/**
 * What the OS must provide for `npm test`, judged before the suite starts,
 * so a missing piece reads as one line instead of a failure deep in a
 * runner: a Chromium for the browser tests, better-sqlite3 built for this
 * Node (not for Electron), and a usable keychain (required in CI, noted and
 * its tests skipped elsewhere).
 */
export function judgePreflight(findings: PreflightFindings): PreflightVerdict {
  const stop: string[] = [];
  const notes: string[] = [];
  if (!findings.chromium.found)
    stop.push(`npm test needs a Chromium for the browser tests: ${findings.chromium.problem}.`);
  if (!findings.sqlite.works) {
    stop.push(
      `npm test needs better-sqlite3 built for Node: run "npm run rebuild:node" (${oneLine(findings.sqlite.reason)}).`,
    );
  }
  if (!findings.keychain.works) {
    const keychain = platformKeychain(findings.platform);
    const line = `${keychain.name} cannot be used (${oneLine(findings.keychain.reason)}); it needs ${keychain.needs}`;
    if (findings.keychainRequired) stop.push(`npm test in CI needs the OS keychain: ${line}.`);
    else notes.push(`the keychain tests will be skipped: ${line}.`);
  }
  return { stop, notes };
}

const oneLine = (text: string) => text.split(/\r?\n/)[0]?.trim() ?? '';
