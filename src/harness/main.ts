/**
 * npm run web -- [--port N] [--data DIR] [--test-hooks] [--downloads DIR] [--seed-shipments N] [--start-at ISO]
 *
 * Runs Freight Desk without Electron: the same app core (router, services,
 * keychain, embedded sandbox) behind a loopback HTTP server that serves the
 * built renderer to a browser. Prints the address to open, with this run's
 * secret, on a line of its own.
 *
 * --start-at 2026-11-23T10:00:00Z runs the whole process's calendar (the app
 * core, the embedded sandbox's clocks) from that moment: end-to-end tests set
 * the page's clock to the same one, so nothing they check depends on the day.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAppCore, type AppCore } from '../main/app-core';
import { bundleWebBridge } from './bridge-bundle';
import { startProcessClockAt } from './process-clock';
import { startHarnessServer, type RunningHarness } from './server';
import { SettableClock } from './settable-clock';
import { assertRendererBuilt, RendererMissingError } from './static';
import { WebDesktop } from './web-desktop';

const DEFAULT_PORT = 5180;
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RENDERER_DIR = path.join(PROJECT_ROOT, 'out', 'renderer');

interface HarnessArgs {
  readonly port: number;
  readonly dataDir: string | undefined;
  readonly testHooks: boolean;
  readonly downloadsDir: string | undefined;
  /** Shipments the sandbox creates at start (a long tracking list for the bench); 0 = none. */
  readonly seedShipments: number;
  /** Epoch ms the process's calendar starts at (tests); undefined = the real now. */
  readonly startAt: number | undefined;
}

function parseHarnessArgs(argv: readonly string[]): HarnessArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      'test-hooks': { type: 'boolean', default: false },
      downloads: { type: 'string' },
      'seed-shipments': { type: 'string' },
      'start-at': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw Object.assign(
      new Error(`--port must be a whole number from 0 to 65535 (0 = any free port), not ${values.port}`),
      {
        code: 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE',
      },
    );
  }
  const seedShipments = values['seed-shipments'] === undefined ? 0 : Number(values['seed-shipments']);
  if (!Number.isInteger(seedShipments) || seedShipments < 0) {
    throw new Error(`--seed-shipments must be a whole number of shipments, not ${values['seed-shipments']}`);
  }
  const startAt = values['start-at'] === undefined ? undefined : parseStartAt(values['start-at']);
  return {
    port,
    seedShipments,
    startAt,
    dataDir: values.data === undefined ? undefined : path.resolve(values.data),
    testHooks: values['test-hooks'] === true,
    downloadsDir: values.downloads === undefined ? undefined : path.resolve(values.downloads),
  };
}

/** An ISO date-time WITH its zone: a zoneless one would mean a different moment on each machine. */
function parseStartAt(text: string): number {
  const ms = /(Z|[+-]\d{2}:\d{2})$/i.test(text.trim()) ? Date.parse(text.trim()) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw Object.assign(
      new Error(`--start-at must be a date-time with its zone, such as 2026-11-23T10:00:00Z, not ${text}`),
      { code: 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' },
    );
  }
  return ms;
}

async function main(): Promise<void> {
  const args = parseHarnessArgs(process.argv.slice(2));
  // First of all, so every clock the core and the sandbox create reads the moved calendar.
  if (args.startAt !== undefined) startProcessClockAt(args.startAt);
  // Before anything starts: without the built renderer there is nothing to serve.
  await assertRendererBuilt(RENDERER_DIR);
  // A fresh data dir per run unless one is given, removed again at exit.
  const tempDataDir = args.dataDir ? undefined : await mkdtemp(path.join(tmpdir(), 'freight-desk-web-'));
  const dataDir = args.dataDir ?? (tempDataDir as string);
  // Where "save" puts files: ~/Downloads, as a browser download would, unless told.
  const desktop = new WebDesktop(args.downloadsDir ?? path.join(homedir(), 'Downloads'));

  let core: AppCore | undefined;
  let harness: RunningHarness;
  try {
    const bridgeScript = await bundleWebBridge();
    // Only tests move main's clock; a plain run keeps the system's.
    const appClock = args.testHooks ? new SettableClock() : undefined;
    core = await createAppCore({
      dataDir,
      desktop,
      ...(args.seedShipments > 0 ? { sandbox: { seedShipments: args.seedShipments } } : {}),
      ...(appClock ? { session: { clock: appClock } } : {}),
    });
    const sandbox = core.sandbox;
    harness = await startHarnessServer({
      core,
      rendererDir: RENDERER_DIR,
      bridgeScript,
      port: args.port,
      ...(args.testHooks ? { testHooks: { sandbox, appClock, openedLinks: () => desktop.openedLinks() } } : {}),
    });
  } catch (error) {
    await core?.close();
    if (tempDataDir) await rm(tempDataDir, { recursive: true, force: true });
    throw error;
  }

  process.stdout.write(
    [
      "Freight Desk web harness. Open this address (it carries this run's secret):",
      harness.url,
      `  data: ${dataDir}${tempDataDir ? ' (temporary)' : ''}`,
      `  sandbox: ${core.sandbox.baseUrl}`,
      ...(args.testHooks ? ['  test hooks: on'] : []),
      ...(args.startAt !== undefined ? [`  clock: started at ${new Date(args.startAt).toISOString()}`] : []),
      `  downloads: ${desktop.downloadsDir}`,
      '  Ctrl+C to stop.',
      '',
    ].join('\n'),
  );

  installShutdown(harness, core, tempDataDir);
}

function installShutdown(harness: RunningHarness, core: AppCore, tempDataDir: string | undefined): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now".
      process.exit(130);
    }
    stopping = true;
    process.stderr.write(`\n${signal}: stopping the web harness...\n`);
    void (async () => {
      try {
        await harness.close();
        await core.close();
        if (tempDataDir) await rm(tempDataDir, { recursive: true, force: true });
        process.exit(0);
      } catch (error) {
        console.error('web harness: shutdown failed:', error);
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const USAGE =
  'usage: npm run web -- [--port N] [--data DIR] [--downloads DIR] [--test-hooks] [--seed-shipments N] [--start-at ISO]';

main().catch((error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof RendererMissingError) console.error(`web harness: ${error.message}`);
  else if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
    console.error(`web harness: ${(error as Error).message}\n${USAGE}`);
  } else if (code === 'EADDRINUSE') {
    console.error('web harness: that port is in use. Pass another with --port N, or --port 0 for any free port.');
  } else console.error('web harness failed to start:', error);
  process.exit(1);
});
