/**
 * Starts the packaged main bundle (out/main/index.js of an extracted
 * app.asar) in plain Node with Electron stood in (stand-in-electron.ts), the
 * way the packaged app starts it: app.isPackaged, process.resourcesPath the
 * folder that holds app.asar and the sandbox's data sets. Once the window is
 * open it makes one IPC call as the window would, one as a foreign page
 * would, asks app:// for the page, starts `freight-desk sandbox` on the app's
 * data folder (which the app holds), quits the way the app quits, and prints
 * what it saw as one JSON line. Run by test/packaging/packaged-app.test.ts:
 *
 *   node --import tsx start-packaged-main.ts <extracted app> <resources folder> <data folder>
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { once } from 'node:events';
import { startProcessClockAt } from '../../../src/harness/process-clock';
import { TEST_NOW } from '../../helpers/test-clock';
import { standInElectron } from './stand-in-electron';

const [appDir, resourcesDir, userData] = process.argv.slice(2) as [string, string, string];
// The bundle's core and its embedded sandbox live at the tests' moment, as the web harness's do with --start-at.
startProcessClockAt(TEST_NOW);
// Electron sets it to the folder of app.asar; plain Node has no such property.
Object.defineProperty(process, 'resourcesPath', { value: resourcesDir });

const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
const electron = standInElectron({ userData, version });

// require('electron') anywhere in the bundle (or a package it loads) gets the stand-in.
const STAND_IN = path.join(appDir, 'stand-in-electron.js');
const loader = Module as unknown as {
  // Node's internal resolver: not in @types/node, and the one hook that catches every require('electron').
  _resolveFilename: (request: string, ...rest: unknown[]) => string;
  _cache: Record<string, unknown>;
};
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (request, ...rest) {
  return request === 'electron' ? STAND_IN : resolveFilename.call(this, request, ...rest);
};
const standInModule = new Module(STAND_IN);
standInModule.filename = STAND_IN;
standInModule.loaded = true;
standInModule.exports = electron.module;
loader._cache[STAND_IN] = standInModule;

/** Resolves when the bundle has opened its window; rejects when its start failed (the error box it shows). */
async function windowOpened(): Promise<void> {
  while (electron.windows.length === 0) {
    if (electron.errorBoxes.length > 0) throw new Error(electron.errorBoxes.join('; '));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is CommonJS at a path known only now, loaded as Electron loads it
  require(path.join(appDir, 'out', 'main', 'index.js'));
  await windowOpened();
  const { window, options } = electron.windows[0]!;
  const call = (channel: string, frameUrl: string, input: unknown) => {
    const handler = electron.ipcHandlers.get(channel);
    if (!handler) throw new Error(`the bundle registered no IPC handler for ${channel}`);
    return handler({ sender: window.webContents, senderFrame: { url: frameUrl, parent: null } }, input);
  };
  const pageUrl = window.loadedUrl ?? '';
  const lookup = await call('lookups.ports', pageUrl, { cityName: 'Barcelona' });
  const foreign = await call('lookups.ports', 'https://foreign.example/', { cityName: 'Barcelona' });
  const scheme = pageUrl.split(':')[0] ?? '';
  const page = await electron.protocolHandlers.get(scheme)?.(new Request(pageUrl));
  const preload = options.webPreferences?.preload ?? '';
  // Another process on the app's data folder, while the app runs: the repository's built command line.
  const beside = spawnSync(
    process.execPath,
    [path.join(__dirname, '..', '..', '..', 'bin', 'freight-desk.js'), 'sandbox', '--port', '0', '--data', userData, '--start-at', new Date(TEST_NOW).toISOString()],
    { encoding: 'utf8', timeout: 60_000 },
  );

  // Quit as the app does: will-quit holds the quit until the core has closed, then quits again.
  const quitting = once(electron.app, 'stand-in-quit');
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  await quitting;

  console.log(
    JSON.stringify({
      channels: electron.ipcHandlers.size,
      pageUrl,
      lookup,
      foreign,
      page: page && { status: page.status, type: page.headers.get('content-type'), html: await page.text() },
      preload: { file: path.relative(appDir, preload), exists: existsSync(preload) },
      sandboxBeside: { status: beside.status, stderr: beside.stderr, pid: process.pid },
      unmodelled: [...electron.unmodelled],
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
