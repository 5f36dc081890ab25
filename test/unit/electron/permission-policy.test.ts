import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from '@main/electron/permission-policy';

describe('isPermissionGranted: web permissions for the renderer', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'display-capture',
    'openExternal',
    'hid',
    'usb',
    'serial',
    'midiSysex',
    'unknown',
  ])('refuses %s even to the app page', (permission) => {
    expect(isPermissionGranted(permission, 'app://freight-desk/index.html')).toBe(false);
  });

  it('lets the app page write sanitised text to the clipboard (copy buttons)', () => {
    expect(isPermissionGranted('clipboard-sanitized-write', 'app://freight-desk/index.html')).toBe(true);
    expect(isPermissionGranted('clipboard-sanitized-write', 'app://freight-desk')).toBe(true);
  });

  it('refuses the clipboard to any other page', () => {
    expect(isPermissionGranted('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(isPermissionGranted('clipboard-sanitized-write', 'app://evil/index.html')).toBe(false);
    expect(isPermissionGranted('clipboard-sanitized-write', undefined)).toBe(false);
  });

  it('treats the dev server as the app page in development only', () => {
    expect(isPermissionGranted('clipboard-sanitized-write', 'http://localhost:5173/', 'http://localhost:5173')).toBe(
      true,
    );
    expect(isPermissionGranted('clipboard-sanitized-write', 'http://localhost:5173/')).toBe(false);
  });
});
