import { describe, expect, it } from 'vitest';
import { isOwnPageUrl, isTrustedSender } from '@main/electron/trusted-sender';

const main = { isMainFrame: true } as const;

describe('isTrustedSender: who may call IPC', () => {
  it('trusts the main frame showing the app', () => {
    expect(isTrustedSender('app://freight-desk/index.html', main)).toBe(true);
    expect(isTrustedSender('app://freight-desk/', main)).toBe(true);
    expect(isTrustedSender('app://freight-desk/index.html#/settings', main)).toBe(true);
  });

  it('refuses an iframe even when it shows the app', () => {
    expect(isTrustedSender('app://freight-desk/index.html', { isMainFrame: false })).toBe(false);
  });

  it.each([
    ['another host on the app scheme', 'app://evil/index.html'],
    ['a look-alike host', 'app://freight-desk.evil/index.html'],
    ['credentials in front of the app host', 'app://x@freight-desk/index.html'],
    ['a port on the app host', 'app://freight-desk:1234/index.html'],
    ['a web page', 'https://freight-desk/index.html'],
    ['a file', 'file:///C:/app/out/renderer/index.html'],
    ['about:blank', 'about:blank'],
    ['an empty URL (frame gone)', ''],
    ['an unparsable URL', 'not a url'],
  ])('refuses %s', (_label, url) => {
    expect(isTrustedSender(url, main)).toBe(false);
  });

  it('refuses a frame with no URL', () => {
    expect(isTrustedSender(null, main)).toBe(false);
    expect(isTrustedSender(undefined, main)).toBe(false);
  });

  it('trusts the dev server origin only when it is the one the window was loaded from', () => {
    const dev = { isMainFrame: true, devServerOrigin: 'http://localhost:5173' };
    expect(isTrustedSender('http://localhost:5173/', dev)).toBe(true);
    expect(isTrustedSender('http://localhost:5173/src/main.ts', dev)).toBe(true);
    expect(isTrustedSender('http://localhost:5174/', dev)).toBe(false);
    expect(isTrustedSender('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isTrustedSender('http://user:pw@localhost:5173/', dev)).toBe(false);
    expect(isTrustedSender('http://localhost:5173/', main)).toBe(false);
    expect(isTrustedSender('http://localhost:5173/', { ...dev, isMainFrame: false })).toBe(false);
  });

  it('still trusts the app origin in development', () => {
    expect(
      isTrustedSender('app://freight-desk/index.html', { isMainFrame: true, devServerOrigin: 'http://localhost:5173' }),
    ).toBe(true);
  });
});

describe('isOwnPageUrl', () => {
  it('accepts the bare app origin (how Chromium reports a requesting origin)', () => {
    expect(isOwnPageUrl('app://freight-desk')).toBe(true);
  });
});
