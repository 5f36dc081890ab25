import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_URL, APP_SCHEME_PRIVILEGES } from '@main/electron/app-origin';
import { hardenSession, hardenWebContents, secureApp } from '@main/electron/security';
import { fakeApp, fakeSession, fakeShell, fakeWebContents } from './helpers/fake-electron';

// security.ts must load in plain Node: importing Electron at run time would fail here.
vi.mock('electron', () => {
  throw new Error('security.ts imports electron at run time; only `import type` may name it');
});

const DEV_SERVER = 'http://localhost:5173';

function hardened() {
  const shell = fakeShell();
  const contents = fakeWebContents();
  hardenWebContents(contents.contents, shell);
  return { shell, ...contents };
}

/** URLs never handed to the OS: a program could start, a password leak, or it is the app's own page. */
const notForTheBrowser = [
  'file:///etc/passwd',
  'javascript:alert(1)',
  'smb://attacker/share/run.exe',
  'ms-msdt:/id PCWDiagnostic',
  'https://user:pass@carrier.example/',
  APP_ENTRY_URL,
];

describe('hardenWebContents: what a page may open', () => {
  it('refuses to attach a <webview>', () => {
    expect(hardened().emit('will-attach-webview').prevented).toBe(true);
  });

  it('denies a new window for a web link, and opens that link in the browser instead', () => {
    const { openWindow, shell } = hardened();
    expect(openWindow('https://track.carrier.example/ABC123')).toEqual({ action: 'deny' });
    expect(shell.opened).toEqual(['https://track.carrier.example/ABC123']);
  });

  it.each(notForTheBrowser)('denies a new window for %s and hands it to nothing', (url) => {
    const { openWindow, shell } = hardened();
    expect(openWindow(url)).toEqual({ action: 'deny' });
    expect(shell.opened).toEqual([]);
  });

  it('cancels navigating the window to another page, and opens a web link in the browser instead', () => {
    const { emit, shell } = hardened();
    expect(emit('will-navigate', 'https://evil.example/login').prevented).toBe(true);
    expect(shell.opened).toEqual(['https://evil.example/login']);
  });

  it.each(notForTheBrowser)('cancels navigating the window to %s and hands it to nothing', (url) => {
    const { emit, shell } = hardened();
    expect(emit('will-navigate', url).prevented).toBe(true);
    expect(shell.opened).toEqual([]);
  });

  it('refuses every redirect, opening nothing', () => {
    const { emit, shell } = hardened();
    expect(emit('will-redirect', 'https://evil.example/').prevented).toBe(true);
    expect(shell.opened).toEqual([]);
  });
});

describe('hardenSession: web permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'display-capture', 'hid', 'openExternal'])(
    'refuses a request for %s, even from the app page, answering exactly once',
    (permission) => {
      const fake = fakeSession();
      hardenSession(fake.session, undefined);
      expect(fake.request(permission, APP_ENTRY_URL)).toEqual([false]);
      expect(fake.check(permission, 'app://freight-desk', APP_ENTRY_URL)).toBe(false);
    },
  );

  it('lets only the app page write to the clipboard', () => {
    const fake = fakeSession();
    hardenSession(fake.session, undefined);
    expect(fake.request('clipboard-sanitized-write', APP_ENTRY_URL)).toEqual([true]);
    expect(fake.request('clipboard-sanitized-write', 'https://evil.example/')).toEqual([false]);
    // A check without the page URL is judged by the requesting origin.
    expect(fake.check('clipboard-sanitized-write', 'app://freight-desk')).toBe(true);
    expect(fake.check('clipboard-sanitized-write', 'https://evil.example')).toBe(false);
  });

  it('refuses USB, HID and serial devices', () => {
    const fake = fakeSession();
    hardenSession(fake.session, undefined);
    expect(fake.device()).toBe(false);
  });
});

describe('secureApp: the order Electron needs', () => {
  it('before ready: registers app:// with its privileges, sandboxes every renderer, hardens every new WebContents', () => {
    const electron = fakeApp();
    void secureApp({ ...electron, shell: fakeShell(), devServerOrigin: undefined });

    // All synchronous, before `ready` (Electron throws for the first two after it).
    expect(electron.calls).toEqual([
      'protocol.registerSchemesAsPrivileged',
      'app.enableSandbox',
      'app.on web-contents-created',
    ]);
    expect(electron.schemes).toEqual([{ scheme: 'app', privileges: APP_SCHEME_PRIVILEGES }]);

    const contents = electron.createWebContents();
    expect(contents.emit('will-navigate', 'https://evil.example/').prevented).toBe(true);
    expect(contents.openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.emit('will-attach-webview').prevented).toBe(true);
  });

  it('once ready: the default session refuses permissions before secureApp resolves', async () => {
    const electron = fakeApp();
    let settled = false;
    const secured = secureApp({ ...electron, shell: fakeShell(), devServerOrigin: undefined }).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(electron.session.request('media', APP_ENTRY_URL)).toEqual([true]); // no handler yet: Electron's default

    electron.ready();
    await secured;
    expect(electron.session.request('media', APP_ENTRY_URL)).toEqual([false]);
    expect(electron.session.check('geolocation', 'app://freight-desk', APP_ENTRY_URL)).toBe(false);
    expect(electron.session.device()).toBe(false);
    // The packaged app serves its own CSP from app://: no header rewriting.
    expect(electron.session.headerRewrites).toEqual([]);
  });

  it('in development: trusts the dev server page as the app page and gives its responses the dev CSP', async () => {
    const electron = fakeApp();
    const secured = secureApp({ ...electron, shell: fakeShell(), devServerOrigin: DEV_SERVER });
    electron.ready();
    await secured;

    expect(electron.session.request('clipboard-sanitized-write', `${DEV_SERVER}/`)).toEqual([true]);
    expect(electron.session.request('clipboard-sanitized-write', 'http://localhost:5174/')).toEqual([false]);
    const headers = electron.session.responseHeaders(`${DEV_SERVER}/src/main.ts`, {
      'Content-Type': ['text/javascript'],
    });
    expect(headers['Content-Type']).toEqual(['text/javascript']);
    const [policy] = headers['Content-Security-Policy'] as string[];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain('ws://localhost:5173');
    expect(electron.session.responseHeaders('https://example.com/', {})).toEqual({});
  });
});
