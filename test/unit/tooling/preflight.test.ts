import { describe, expect, it } from 'vitest';
import { findChromium, type ChromiumChoice } from '../../helpers/chromium';
import { judgePreflight, type PreflightFindings } from '../../helpers/preflight';

const PLAYWRIGHTS = '/home/ana/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
const onDisk =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('the Chromium the tests drive', () => {
  it('is the one FREIGHT_DESK_CHROMIUM names, over any other', () => {
    expect(
      findChromium({
        env: { FREIGHT_DESK_CHROMIUM: 'C:\\Chrome\\chrome.exe' },
        exists: onDisk('C:\\Chrome\\chrome.exe', '/usr/bin/chromium', PLAYWRIGHTS),
        playwrightChromium: PLAYWRIGHTS,
      }),
    ).toEqual({ found: true, executablePath: 'C:\\Chrome\\chrome.exe', source: 'environment' });
  });

  it("is Debian's where it exists, else Playwright's own once installed", () => {
    expect(
      findChromium({ env: {}, exists: onDisk('/usr/bin/chromium', PLAYWRIGHTS), playwrightChromium: PLAYWRIGHTS }),
    ).toEqual({
      found: true,
      executablePath: '/usr/bin/chromium',
      source: 'debian',
    });
    expect(findChromium({ env: {}, exists: onDisk(PLAYWRIGHTS), playwrightChromium: PLAYWRIGHTS })).toEqual({
      found: true,
      executablePath: PLAYWRIGHTS,
      source: 'playwright',
    });
  });

  it('is missing, with the command that installs one, when there is none; a wrong variable is named', () => {
    expect(findChromium({ env: {}, exists: onDisk(), playwrightChromium: PLAYWRIGHTS })).toEqual({
      found: false,
      problem:
        'no Chromium found: run "npx playwright install chromium", or set FREIGHT_DESK_CHROMIUM to a Chromium or Chrome executable',
    });
    expect(
      findChromium({
        env: { FREIGHT_DESK_CHROMIUM: '/opt/nope' },
        exists: onDisk(PLAYWRIGHTS),
        playwrightChromium: PLAYWRIGHTS,
      }),
    ).toEqual({
      found: false,
      problem: 'FREIGHT_DESK_CHROMIUM names /opt/nope, which does not exist',
    });
  });
});

const chromium: ChromiumChoice = { found: true, executablePath: '/usr/bin/chromium', source: 'debian' };
const fine: PreflightFindings = {
  platform: 'linux',
  chromium,
  keychain: { works: true },
  sqlite: { works: true },
  keychainRequired: false,
};

describe("npm test's preflight", () => {
  it('lets the suite start when the OS provides everything', () => {
    expect(judgePreflight(fine)).toEqual({ stop: [], notes: [] });
  });

  it('stops in one line without a Chromium', () => {
    expect(judgePreflight({ ...fine, chromium: { found: false, problem: 'no Chromium found: run "x"' } }).stop).toEqual(
      ['npm test needs a Chromium for the browser tests: no Chromium found: run "x".'],
    );
  });

  it('stops with the command to run when better-sqlite3 was built for Electron', () => {
    const verdict = judgePreflight({
      ...fine,
      sqlite: {
        works: false,
        reason: 'was compiled against a different Node.js version using\nNODE_MODULE_VERSION 140',
      },
    });
    expect(verdict.stop).toEqual([
      'npm test needs better-sqlite3 built for Node: run "npm run rebuild:node" (was compiled against a different Node.js version using).',
    ]);
  });

  it("names the platform's own keychain: a note on a developer machine, a stop in CI", () => {
    const broken = { works: false, reason: 'Cannot autolaunch D-Bus without X11 $DISPLAY' } as const;
    expect(judgePreflight({ ...fine, keychain: broken })).toEqual({
      stop: [],
      notes: [
        'the keychain tests will be skipped: the Secret Service cannot be used (Cannot autolaunch D-Bus without X11 $DISPLAY); it needs an unlocked Secret Service keyring (GNOME Keyring or KWallet) on the session D-Bus, and libsecret.',
      ],
    });
    const mac = judgePreflight({
      ...fine,
      platform: 'darwin',
      keychain: { works: false, reason: 'User interaction is not allowed.' },
      keychainRequired: true,
    });
    expect(mac.stop).toEqual([
      'npm test in CI needs the OS keychain: the macOS Keychain cannot be used (User interaction is not allowed.); it needs an unlocked login keychain.',
    ]);
    expect(judgePreflight({ ...fine, platform: 'win32', keychain: broken }).notes[0]).toContain(
      'the Windows Credential Manager',
    );
  });
});
