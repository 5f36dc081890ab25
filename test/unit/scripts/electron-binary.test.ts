import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingElectronBinary } from '../../../scripts/start/electron-binary';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'freight-desk-electron-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** An installed electron package (node_modules/electron), with its binary downloaded or not. */
async function electronPackage(binary: 'downloaded' | 'path.txt only' | 'none'): Promise<string> {
  const electronDir = path.join(dir, 'electron');
  await mkdir(path.join(electronDir, 'dist'), { recursive: true });
  if (binary !== 'none') await writeFile(path.join(electronDir, 'path.txt'), 'electron');
  if (binary === 'downloaded') await writeFile(path.join(electronDir, 'dist', 'electron'), '');
  return electronDir;
}

describe('npm start without the Electron binary', () => {
  it('is quiet when the binary path.txt names is on disk', async () => {
    expect(missingElectronBinary({ env: {}, electronDir: await electronPackage('downloaded') })).toBeNull();
  });

  it.each(['none', 'path.txt only'] as const)(
    'says in one line that the binary is not downloaded (%s), how to get it, and points to npm run web',
    async (binary) => {
      const message = missingElectronBinary({ env: {}, electronDir: await electronPackage(binary) });
      expect(message).toBe(
        'npm start needs the Electron binary, which is not downloaded (node_modules/electron/dist): run npx install-electron to download it, or npm run web to use the desk in a browser without it',
      );
    },
  );

  it('says when the electron package itself is not installed', () => {
    expect(missingElectronBinary({ env: {}, electronDir: null })).toMatch(
      /^Electron is not installed \(no node_modules\/electron\): run npm install, or npm run web/,
    );
  });

  it('follows ELECTRON_EXEC_PATH as electron-vite does, and names it when it points nowhere', async () => {
    const binary = path.join(dir, 'my-electron');
    await writeFile(binary, '');
    expect(missingElectronBinary({ env: { ELECTRON_EXEC_PATH: binary }, electronDir: null })).toBeNull();
    const missing = path.join(dir, 'gone');
    expect(missingElectronBinary({ env: { ELECTRON_EXEC_PATH: missing }, electronDir: null })).toBe(
      `ELECTRON_EXEC_PATH is ${missing}, which does not exist: fix or unset it, or npm run web to use the desk in a browser without it`,
    );
  });
});
