import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Fault } from '@sandbox';
import { TEST_NOW } from '../../helpers/test-clock';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');
/** What `npm run build` makes of src/harness (scripts/build-harness.ts). */
const BUILT_HARNESS = path.join('out', 'harness', 'main.js');
/** The built harness starts its core and sandbox: seconds, not minutes. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** The e2e test hooks of a harness started with --test-hooks (src/harness/test-hooks.ts). */
export interface HarnessHooks {
  /** The embedded sandbox's base URL, e.g. to point a service profile at it. */
  sandbox(): Promise<{ baseUrl: string }>;
  /** Sets a fault on one sandbox operation ('*' = all). */
  setFault(operationId: string, fault: Fault): Promise<void>;
  clearFaults(operationId?: string): Promise<void>;
  /** Voids every sandbox token: each client's next call gets a 401. */
  expireTokens(): Promise<void>;
  /** How many requests the sandbox served for an operation. */
  requestCount(operationId: string): Promise<number>;
  /** Jumps the sandbox's clocks forward (simulated and operator time: time passing). */
  advanceClock(ms: number): Promise<void>;
  /** The sandbox's clocks, epoch ms: simulated (shipments move by it) and the operator's (validity, expiry). */
  clock(): Promise<{ now: number; operatorNow: number; speed: number }>;
  /** Sets how fast simulated time runs (operator time keeps the real pace). */
  setClockSpeed(speed: number): Promise<void>;
  /** The links the app asked to open in the operator's browser, oldest first. */
  openedLinks(): Promise<string[]>;
  /** Opens another sandbox account (for a second profile with records of its own). */
  addAccount(credentials: { apiKey: string; apiSecret: string }): Promise<void>;
  /** Revokes an account's credentials: the sandbox refuses its key, secret and tokens from now on. */
  revokeAccount(apiKey: string): Promise<void>;
  /**
   * Stops main's clock at this time (the times the status bar shows); null
   * follows the system clock again. While stopped, main's timers (automatic
   * sign-in attempts) wait for advanceAppClock.
   */
  fixAppClock(at: Date | null): Promise<void>;
  /** Moves main's stopped clock on, firing the timers that come due. */
  advanceAppClock(ms: number): Promise<void>;
}

export interface HarnessProcess {
  /** The harness's process id. */
  readonly pid: number;
  /** The address to open, with this run's secret (as `npm run web` prints it). */
  readonly url: string;
  readonly origin: string;
  readonly secret: string;
  readonly dataDir: string;
  readonly downloadsDir: string;
  /** The folder holding dataDir and downloadsDir (give it to a restart). */
  readonly workDir: string;
  readonly hooks: HarnessHooks;
  /** What the harness wrote to stderr so far (for failure messages). */
  stderr(): string;
  /** Stops the harness; its work folder (data, downloads) is removed unless `keepData` (a restart on the same data follows). */
  stop(options?: { readonly keepData?: boolean }): Promise<void>;
}

export interface HarnessStartOptions {
  /**
   * Files to put into the fresh data dir before the harness starts, by name
   * (e.g. a settings.json), to start the app on a given state.
   */
  readonly dataFiles?: Readonly<Record<string, string>>;
  /** Epoch ms the harness's calendar starts at (--start-at); default the tests' moment (TEST_NOW). */
  readonly startAt?: number;
  /**
   * The work folder of a harness stopped with `keepData`: this one starts on
   * the same data (a restart of the app), and removes the folder when stopped.
   */
  readonly workDir?: string;
  /** More flags for src/harness/main.ts (e.g. `--seed-shipments 100000`). */
  readonly args?: readonly string[];
}

/** Without a build there is no harness to start: say how to make one. */
async function assertHarnessBuilt(): Promise<void> {
  try {
    await access(path.join(PROJECT_ROOT, BUILT_HARNESS));
  } catch {
    throw new Error(`the built web harness (${BUILT_HARNESS}) is missing: run npm run build first`);
  }
}

/**
 * Starts the built harness (`out/harness/main.js --port 0 --test-hooks --start-at ...`) as a
 * child process with a fresh data dir, and waits for the URL line it prints.
 */
export async function startHarnessProcess(options: HarnessStartOptions = {}): Promise<HarnessProcess> {
  await assertHarnessBuilt();
  const workDir = options.workDir ?? (await mkdtemp(path.join(tmpdir(), 'freight-desk-e2e-')));
  const dataDir = path.join(workDir, 'data');
  const downloadsDir = path.join(workDir, 'downloads');
  if (options.dataFiles) {
    await mkdir(dataDir, { recursive: true });
    for (const [name, content] of Object.entries(options.dataFiles)) await writeFile(path.join(dataDir, name), content);
  }
  // The built harness, as `npm run web` runs it: started in a fraction of a second, not compiled at each start.
  const child = spawn(
    process.execPath,
    [
      BUILT_HARNESS,
      '--port',
      '0',
      '--test-hooks',
      '--data',
      dataDir,
      '--downloads',
      downloadsDir,
      '--start-at',
      new Date(options.startAt ?? TEST_NOW).toISOString(),
      ...(options.args ?? []),
    ],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', FREIGHT_DESK_KEYCHAIN_SERVICE: 'freight-desk-e2e' },
    },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => (stderr += chunk));

  let url: string;
  try {
    url = await readUrlLine(child, () => stderr);
  } catch (error) {
    await stopChild(child);
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  const parsed = new URL(url);
  const secret = parsed.searchParams.get('secret') ?? '';
  const origin = parsed.origin;

  return {
    // Defined once the process spawned, which its URL line proves.
    pid: child.pid as number,
    url,
    origin,
    secret,
    dataDir,
    downloadsDir,
    hooks: createHooks(origin, secret),
    stderr: () => stderr,
    workDir,
    stop: async (stopOptions) => {
      await stopChild(child);
      if (!stopOptions?.keepData) await rm(workDir, { recursive: true, force: true });
    },
  };
}

function readUrlLine(child: ChildProcess, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(
      () => fail(`the web harness printed no URL within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    const onExit = (code: number | null) => fail(`the web harness exited (code ${code}) before printing its URL`);
    function fail(reason: string) {
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.close();
      reject(new Error(`${reason}.\n--- harness stderr ---\n${stderr()}`));
    }
    child.once('exit', onExit);
    lines.on('line', (line) => {
      if (!line.startsWith('http://127.0.0.1:')) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      // Keep draining stdout so the harness never blocks on a full pipe.
      child.stdout!.resume();
      resolve(line.trim());
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function createHooks(origin: string, secret: string): HarnessHooks {
  const call = async (method: string, hook: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${origin}/__harness/test/${hook}`, {
      method,
      headers: { 'X-Harness-Secret': secret, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`test hook ${method} ${hook} failed: HTTP ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  return {
    sandbox: async () => (await call('GET', 'sandbox')) as { baseUrl: string },
    setFault: async (operationId, fault) => void (await call('POST', 'faults', { operationId, fault })),
    clearFaults: async (operationId) =>
      void (await call(
        'DELETE',
        operationId === undefined ? 'faults' : `faults?operationId=${encodeURIComponent(operationId)}`,
      )),
    expireTokens: async () => void (await call('POST', 'expire-tokens')),
    requestCount: async (operationId) =>
      ((await call('GET', `stats?operationId=${encodeURIComponent(operationId)}`)) as { count: number }).count,
    advanceClock: async (ms) => void (await call('POST', 'clock', { advanceMs: ms })),
    clock: async () => (await call('GET', 'clock')) as { now: number; operatorNow: number; speed: number },
    setClockSpeed: async (speed) => void (await call('POST', 'clock', { speed })),
    openedLinks: async () => ((await call('GET', 'opened-links')) as { urls: string[] }).urls,
    addAccount: async (credentials) => void (await call('POST', 'accounts', credentials)),
    revokeAccount: async (apiKey) => void (await call('POST', 'revoke-account', { apiKey })),
    fixAppClock: async (at) => void (await call('POST', 'app-clock', { fixedMs: at === null ? null : at.getTime() })),
    advanceAppClock: async (ms) => void (await call('POST', 'app-clock', { advanceMs: ms })),
  };
}
