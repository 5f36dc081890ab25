import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  _electron as electronLauncher,
  expect,
  test as base,
  type ElectronApplication,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { findJourneysApp, type PackagedApp } from '../packaged-app';
import { startRecording } from './main-process';

/*
 * The journeys' desk: the packaged app of the journeys' build
 * (journeys-build.yml), started by Playwright's Electron launcher on a data
 * folder and a keychain service name of the test's own, so it never touches a
 * real desk's data or keychain entries. Where there is no such build (no
 * Electron binary here) every journey skips, saying why.
 */

export const ROOT = path.resolve(__dirname, '..', '..', '..');
const found = findJourneysApp(ROOT);
// The list reporter shows no skip reasons: the worker says it on the console too.
if ('skip' in found && process.env.TEST_WORKER_INDEX !== undefined) console.log(`journeys: skipped, ${found.skip}`);

/** Linux runners refuse Chromium's user-namespace sandbox to an app that is not installed. */
const NO_SANDBOX = process.platform === 'linux' ? ['--no-sandbox'] : [];

/** One desk of a test: its app (again after a restart), its window, its data folder and keychain service. */
export class Desk {
  private current: { app: ElectronApplication; window: Page } | null = null;

  constructor(
    readonly build: PackagedApp,
    readonly dataDir: string,
    readonly keychainService: string,
  ) {}

  /** The environment the app starts with: this test's data folder and keychain service. */
  get env(): Record<string, string> {
    const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return {
      ...Object.fromEntries(inherited),
      FREIGHT_DESK_DATA_DIR: this.dataDir,
      FREIGHT_DESK_KEYCHAIN_SERVICE: this.keychainService,
    };
  }

  get app(): ElectronApplication {
    if (this.current === null) throw new Error('the desk is not running');
    return this.current.app;
  }

  get window(): Page {
    if (this.current === null) throw new Error('the desk is not running');
    return this.current.window;
  }

  get logFile(): string {
    return path.join(this.dataDir, 'logs', 'main.log');
  }

  /** Opens the app and waits for its window. */
  async start(): Promise<void> {
    const app = await electronLauncher.launch({
      executablePath: this.build.executable,
      env: this.env,
      timeout: 60_000,
    });
    const window = await app.firstWindow();
    this.current = { app, window };
    await expect(window).toHaveTitle('Freight Desk');
    await startRecording(app);
  }

  /** Waits until the status bar says the profile named `profile` is connected. */
  async connected(profile = 'Sandbox'): Promise<void> {
    await expect(this.window.getByRole('status').filter({ hasText: profile })).toContainText('Connected');
  }

  /** Quits the app as its menu's Quit does (app.quit) and answers its exit code once it has ended. */
  async quit(): Promise<number | null> {
    const { app } = this;
    this.current = null;
    await app.close();
    return app.process().exitCode;
  }

  /** Quits, then opens the app again on the same data and keychain entries. */
  async restart(): Promise<void> {
    expect(await this.quit(), 'the desk quits with exit code 0').toBe(0);
    await this.start();
  }

  /** Starts the app a second time on the same data folder, as an operator double-clicking it again. */
  startAgain(): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.build.executable, NO_SANDBOX, { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, output }));
    });
  }

  /** The keychain entries this test's runs wrote, through the app's own keytar, then the app closed. */
  async finish(testInfo: TestInfo): Promise<void> {
    if (this.current === null) await this.start();
    await testInfo.attach('the window at the end', { body: await this.window.screenshot(), contentType: 'image/png' });
    if (testInfo.status !== testInfo.expectedStatus) {
      const log = await readFile(this.logFile, 'utf8').catch(() => 'no log file');
      await testInfo.attach('main.log', { body: log, contentType: 'text/plain' });
    }
    await this.app.evaluate(async (_electron, service) => {
      // keytar as the packaged main process loads it; require answers any, these are its two calls used here.
      const keytar = process.mainModule!.require('keytar') as {
        findCredentials(service: string): Promise<Array<{ account: string }>>;
        deletePassword(service: string, account: string): Promise<boolean>;
      };
      for (const { account } of await keytar.findCredentials(service)) await keytar.deletePassword(service, account);
    }, this.keychainService);
    await this.quit();
  }
}

export const test = base.extend<{ desk: Desk; folder: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: the desk has none
  desk: async ({}, use, testInfo) => {
    testInfo.skip('skip' in found, 'skip' in found ? found.skip : '');
    if (!('app' in found)) return;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-journey-'));
    const desk = new Desk(found.app, dataDir, `freight-desk-e2e-${randomUUID()}`);
    try {
      await desk.start();
      await desk.connected();
      await use(desk);
    } finally {
      await desk.finish(testInfo);
      // Windows may hold a file of the quit app a moment longer.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    }
  },
  /** A folder of the test's own, for the files an operator would pick or save, removed after the test. */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: this one has none
  folder: async ({}, use) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'freight-desk-files-'));
    try {
      await use(folder);
    } finally {
      await rm(folder, { recursive: true, force: true, maxRetries: 5 });
    }
  },
});

export { expect };
