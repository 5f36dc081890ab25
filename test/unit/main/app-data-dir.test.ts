import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FOLDER_NAME, appDataDir, dataDirOverride, osAppDataDir, perUserDataDir } from '@main/app-data-dir';

describe('the per-user data folder, as Electron computes userData', () => {
  it('Linux: $XDG_CONFIG_HOME/Freight Desk, else ~/.config/Freight Desk', () => {
    expect(perUserDataDir({ platform: 'linux', env: {}, home: '/home/ana' })).toBe('/home/ana/.config/Freight Desk');
    expect(perUserDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '/srv/conf' }, home: '/home/ana' })).toBe(
      '/srv/conf/Freight Desk',
    );
    // A relative or blank XDG_CONFIG_HOME is ignored, as the XDG spec says.
    expect(osAppDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: 'conf' }, home: '/home/ana' })).toBe(
      '/home/ana/.config',
    );
    expect(osAppDataDir({ platform: 'freebsd', env: { XDG_CONFIG_HOME: ' ' }, home: '/home/ana' })).toBe(
      '/home/ana/.config',
    );
  });

  it('macOS: ~/Library/Application Support/Freight Desk (XDG_CONFIG_HOME does not apply)', () => {
    expect(perUserDataDir({ platform: 'darwin', env: { XDG_CONFIG_HOME: '/x' }, home: '/Users/ana' })).toBe(
      '/Users/ana/Library/Application Support/Freight Desk',
    );
  });

  it('Windows: %APPDATA%\\Freight Desk, else the roaming folder under the home', () => {
    expect(
      perUserDataDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\Ana\\AppData\\Roaming' },
        home: 'C:\\Users\\Ana',
      }),
    ).toBe('C:\\Users\\Ana\\AppData\\Roaming\\Freight Desk');
    expect(perUserDataDir({ platform: 'win32', env: {}, home: 'C:\\Users\\Ana' })).toBe(
      'C:\\Users\\Ana\\AppData\\Roaming\\Freight Desk',
    );
  });

  it('is named after package.json productName, which names Electron userData', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as {
      productName?: string;
    };
    expect(pkg.productName).toBe(APP_FOLDER_NAME);
  });
});

describe('FREIGHT_DESK_DATA_DIR', () => {
  it('is ignored when not set or blank', () => {
    expect(dataDirOverride({})).toBeNull();
    expect(dataDirOverride({ FREIGHT_DESK_DATA_DIR: '   ' })).toBeNull();
    expect(appDataDir({ platform: 'linux', env: { FREIGHT_DESK_DATA_DIR: '' }, home: '/home/ana', cwd: '/w' })).toEqual(
      { dir: '/home/ana/.config/Freight Desk', source: 'per-user' },
    );
  });

  it('wins over the per-user folder, made absolute against the working folder', () => {
    expect(dataDirOverride({ FREIGHT_DESK_DATA_DIR: 'runs/one' }, '/work/desk')).toBe(
      path.resolve('/work/desk/runs/one'),
    );
    const absolute = path.join(tmpdir(), 'freight-desk-e2e');
    expect(
      appDataDir({ platform: 'linux', env: { FREIGHT_DESK_DATA_DIR: ` ${absolute} ` }, home: '/home/ana', cwd: '/w' }),
    ).toEqual({ dir: absolute, source: 'environment' });
  });
});
