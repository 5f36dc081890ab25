import { describe, expect, it } from 'vitest';
import { logFolder } from '@main/log/log-folder';

describe('the log folder of the web harness and the CLI, as Electron computes app.getPath("logs")', () => {
  it('macOS: ~/Library/Logs/Freight Desk', () => {
    expect(logFolder({ platform: 'darwin', env: {}, home: '/Users/ana', movedDataDir: null })).toBe(
      '/Users/ana/Library/Logs/Freight Desk',
    );
  });

  it("Linux: the per-user data folder's logs, following $XDG_CONFIG_HOME", () => {
    expect(logFolder({ platform: 'linux', env: {}, home: '/home/ana', movedDataDir: null })).toBe(
      '/home/ana/.config/Freight Desk/logs',
    );
    expect(
      logFolder({ platform: 'linux', env: { XDG_CONFIG_HOME: '/srv/conf' }, home: '/home/ana', movedDataDir: null }),
    ).toBe('/srv/conf/Freight Desk/logs');
  });

  it('Windows: %APPDATA%\\Freight Desk\\logs', () => {
    expect(
      logFolder({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' },
        home: 'C:\\Users\\ana',
        movedDataDir: null,
      }),
    ).toBe('C:\\Users\\ana\\AppData\\Roaming\\Freight Desk\\logs');
  });

  it('beside moved data on every platform, so a test run or a second desk keeps its logs with its data', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      expect(logFolder({ platform, env: {}, home: '/home/ana', movedDataDir: '/srv/desk-b' })).toMatch(
        /desk-b[\\/]logs$/,
      );
    }
  });
});
