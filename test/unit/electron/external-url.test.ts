import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from '@shared/domain/external-url';

describe('isSafeExternalUrl: what may go to the OS browser', () => {
  it.each([
    'https://www.example.com/tracking?code=ABC123',
    'http://carrier.example/booking/42',
    'https://example.com:8443/path#section',
    'HTTPS://EXAMPLE.COM/',
  ])('opens the web page %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with spaces and case', '  JavaScript:alert(1)'],
    ['file:', 'file:///C:/Windows/System32/calc.exe'],
    ['file: on a UNC share', 'file://attacker/share/run.exe'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a custom scheme that launches another program', 'ms-msdt:/id PCWDiagnostic'],
    ['smb:', 'smb://attacker/share'],
    ['mailto:', 'mailto:ops@example.com'],
    ['the app scheme itself', 'app://freight-desk/index.html'],
    ['user name and password', 'https://user:secret@example.com/'],
    ['a user name that disguises the host', 'https://bank.example.com@evil.example/'],
    ['a relative URL', '/settings'],
    ['no URL at all', 'not a url'],
    ['an empty string', ''],
    ['a scheme-relative URL', '//evil.example/'],
  ])('refuses %s', (_label, url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    expect(isSafeExternalUrl(undefined)).toBe(false);
    expect(isSafeExternalUrl(null)).toBe(false);
    expect(isSafeExternalUrl({ toString: () => 'https://example.com' })).toBe(false);
  });

  it('refuses absurdly long URLs', () => {
    expect(isSafeExternalUrl(`https://example.com/${'a'.repeat(5000)}`)).toBe(false);
  });
});
