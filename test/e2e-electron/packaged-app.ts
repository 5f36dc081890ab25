import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

/** The packaged app electron-builder leaves unpacked in dist/ (what the installers carry). */
export interface PackagedApp {
  /** What the fuses are read from: the .app on macOS, else the executable. */
  readonly bundle: string;
  readonly executable: string;
}

const PRODUCT = 'Freight Desk';
/** package.json "name": electron-builder's name for the Linux executable. */
const LINUX_EXECUTABLE = 'freight-desk';

/** Where `npm run dist:<os>` leaves the app for this platform and architecture (electron-builder's folder names). */
export function packagedAppIn(distDir: string, platform: NodeJS.Platform, arch: string): PackagedApp | null {
  const suffix = arch === 'x64' ? '' : `-${arch}`;
  if (platform === 'linux') {
    const executable = path.join(distDir, `linux${suffix}-unpacked`, LINUX_EXECUTABLE);
    return { bundle: executable, executable };
  }
  if (platform === 'win32') {
    const executable = path.join(distDir, `win${suffix}-unpacked`, `${PRODUCT}.exe`);
    return { bundle: executable, executable };
  }
  if (platform === 'darwin') {
    const bundle = path.join(distDir, `mac${suffix}`, `${PRODUCT}.app`);
    return { bundle, executable: path.join(bundle, 'Contents', 'MacOS', PRODUCT) };
  }
  return null;
}

/** The fuse wire's marker, which every Electron binary since 12 carries (and a stand-in does not). */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

function fuseFile(app: PackagedApp): string {
  return app.bundle.endsWith('.app')
    ? path.join(app.bundle, 'Contents', 'Frameworks', 'Electron Framework.framework', 'Electron Framework')
    : app.executable;
}

const DIST_TARGET: Partial<Record<NodeJS.Platform, string>> = { win32: 'win', darwin: 'mac' };
/** `npm run dist:<os>` for this system: the command that builds its packaged app. */
const distCommand = `npm run dist:${DIST_TARGET[process.platform] ?? 'linux'}`;

/** The app as found, or why the suite skips: not built, or not a real Electron (the packaging tests' stand-in). */
function checkedApp(app: PackagedApp, root: string, build: string): { app: PackagedApp } | { skip: string } {
  const shown = app.executable.startsWith(root) ? path.relative(root, app.executable) : app.executable;
  if (!existsSync(app.executable))
    return { skip: `no packaged app at ${shown}: ${build} builds one (electron-builder downloads Electron for it)` };
  if (!readFileSync(fuseFile(app)).includes(FUSE_SENTINEL))
    return { skip: `${shown} is not an Electron binary (it carries no fuse wire): a stand-in cannot open a window` };
  return { app };
}

/**
 * The packaged app to test, as it ships, or why there is none: FREIGHT_DESK_APP
 * names an executable (an installed copy, say); otherwise the one in dist/.
 */
export function findPackagedApp(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): { app: PackagedApp } | { skip: string } {
  const given = env['FREIGHT_DESK_APP']?.trim();
  const app = given
    ? { bundle: given.includes('.app/') ? given.slice(0, given.indexOf('.app/') + 4) : given, executable: given }
    : packagedAppIn(path.join(root, 'dist'), process.platform, process.arch);
  if (app === null) return { skip: `electron-builder makes no app for ${process.platform}` };
  if (given && !existsSync(app.executable)) throw new Error(`FREIGHT_DESK_APP is ${given}, which does not exist`);
  return checkedApp(app, root, `${distCommand} -- --dir`);
}

/** Where journeys-build.yml has electron-builder put the journeys' build. */
export const JOURNEYS_DIST = path.join('dist', 'journeys');

/**
 * The journeys' build (journeys-build.yml: the same app with Node's --inspect
 * fuse left on, so Playwright's Electron launcher reaches its main process),
 * or why there is none.
 */
export function findJourneysApp(root: string): { app: PackagedApp } | { skip: string } {
  const app = packagedAppIn(path.join(root, JOURNEYS_DIST), process.platform, process.arch);
  if (app === null) return { skip: `electron-builder makes no app for ${process.platform}` };
  return checkedApp(app, root, `${distCommand} -- --dir --config test/e2e-electron/journeys-build.yml`);
}

export { fuseFile };

export interface RunningApp {
  readonly browser: Browser;
  /** The app's window. */
  readonly page: Page;
  close(): Promise<void>;
}

/**
 * Starts the packaged app and attaches Playwright to its window over
 * Chromium's DevTools port. Not Playwright's Electron launcher: that one
 * talks to the main process through Node's --inspect, which the packaged
 * app's fuse refuses (enableNodeCliInspectArguments: false), as it should.
 */
export async function startPackagedApp(app: PackagedApp, dataDir: string): Promise<RunningApp> {
  // Ubuntu's runners refuse Chromium's user-namespace sandbox to an app that is not installed.
  const args = ['--remote-debugging-port=0', ...(process.platform === 'linux' ? ['--no-sandbox'] : [])];
  const child = spawn(app.executable, args, {
    env: { ...process.env, FREIGHT_DESK_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const endpoint = await devToolsEndpoint(child);
  const browser = await chromium.connectOverCDP(endpoint);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page =
    context.pages().find((candidate) => candidate.url().startsWith('app://')) ??
    (await context.waitForEvent('page', { predicate: (candidate) => candidate.url().startsWith('app://') }));
  return {
    browser,
    page,
    close: async () => {
      await browser.close().catch(() => undefined);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
    },
  };
}

/** The ws:// address Chromium prints on stderr once its DevTools port listens. */
function devToolsEndpoint(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) {
        child.stderr?.off('data', onData);
        resolve(match[1]!);
      }
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the packaged app exited (${code}) before it listened:\n${output}`)));
  });
}
