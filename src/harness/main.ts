/**
 * npm run web -- [--port N] [--data DIR | --temp] [--downloads DIR] [--seed-shipments N] [--dated-sync-from N] [--test-hooks] [--start-at ISO]
 *
 * Runs Freight Desk without Electron: the same app core (router, services,
 * keychain, embedded sandbox) behind a loopback HTTP server that serves the
 * built renderer to a browser. Prints the address to open, with this run's
 * secret, on a line of its own.
 *
 * Its data (profiles, the local store, the sandbox's state) lives where the
 * desktop app keeps it (the per-user folder, or FREIGHT_DESK_DATA_DIR), so it
 * carries over from one run to the next; --data DIR puts it elsewhere and
 * --temp throws it away at exit (harness-args.ts).
 *
 * --start-at 2026-11-23T10:00:00Z runs the whole process's calendar (the app
 * core, the embedded sandbox's clocks) from that moment: end-to-end tests set
 * the page's clock to the same one, so nothing they check depends on the day.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { createAppCore, type AppCore } from '@main/app-core';
import { FolderInUseError, holdDataFolder, type FolderHold } from '@main/data-folder-lock';
import { APP_STARTUP } from '@main/startup-gate';
import { logLevelFromEnv, openAppLog } from '@main/log/app-log';
import { logFolder } from '@main/log/log-folder';
import { loadHarnessParts } from './built-parts';
import { describeDataChoice, HarnessUsageError, parseHarnessArgs, USAGE } from './harness-args';
import { startProcessClockAt } from './process-clock';
import { startHarnessServer, type RunningHarness } from './server';
import { SettableClock } from './settable-clock';
import { assertRendererBuilt, RendererMissingError } from './static';
import { WebDesktop } from './web-desktop';
import { DATED_SYNC_RULE } from '@main/sync/dated-sync';

/** Two folders up from src/harness and from the built out/harness alike. */
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
const RENDERER_DIR = path.join(PROJECT_ROOT, 'out', 'renderer');

async function main(): Promise<void> {
  const args = parseHarnessArgs(process.argv.slice(2), {
    platform: process.platform,
    env: process.env,
    home: homedir(),
    cwd: process.cwd(),
  });
  // First of all, so every clock the core and the sandbox create reads the moved calendar.
  if (args.startAt !== undefined) startProcessClockAt(args.startAt);
  // Before anything starts: without the built renderer there is nothing to serve.
  await assertRendererBuilt(RENDERER_DIR);
  // --temp: a fresh folder for this run only, removed again at exit.
  const dataDir = args.data.kind === 'folder' ? args.data.dir : await mkdtemp(path.join(tmpdir(), 'freight-desk-web-'));
  const tempDataDir = args.data.kind === 'temp' ? dataDir : undefined;
  // Before anything reads or writes the folder: another desk on it is refused here (FolderInUseError).
  const hold = holdDataFolder(dataDir, 'web harness');
  // Where "save" puts files: ~/Downloads, as a browser download would, unless told.
  const desktop = new WebDesktop(args.downloadsDir ?? path.join(homedir(), 'Downloads'));
  // The app's log file, where the desktop app keeps it; beside the data when that was moved (log-folder.ts).
  const movedDataDir = args.data.kind === 'folder' && args.data.source === 'per-user' ? null : dataDir;
  const log = openAppLog({
    folder: logFolder({ platform: process.platform, env: process.env, home: homedir(), movedDataDir }),
    fileName: 'main.log',
    level: logLevelFromEnv(process.env) ?? 'info',
    // Errors still show in the terminal, as they did before there was a log file.
    consoleLevel: 'error',
  });
  log.catchProcessErrors(() => {
    // Logged; then stop, as Node would have without the handler.
    process.exit(1);
  });
  log.info(
    `web harness starting (Node ${process.versions.node}, ${process.platform} ${process.arch}); data: ${dataDir}`,
  );

  let core: AppCore | undefined;
  let harness: RunningHarness;
  try {
    const parts = await loadHarnessParts(__dirname);
    // Only tests move main's clock; a plain run keeps the system's.
    const appClock = args.testHooks ? new SettableClock() : undefined;
    core = await createAppCore({
      dataDir,
      desktop,
      log,
      sandbox: {
        holder: 'web harness',
        demoHistory: args.demoHistory,
        ...(args.seedShipments > 0 ? { seedShipments: args.seedShipments } : {}),
      },
      ...(appClock ? { session: { clock: appClock } } : {}),
      datedSync: { ...DATED_SYNC_RULE, fromListed: args.datedSyncFrom },
      workerThread: parts.workerThread,
      startup: APP_STARTUP,
    });
    const sandbox = core.sandbox;
    harness = await startHarnessServer({
      core,
      rendererDir: RENDERER_DIR,
      bridgeScript: parts.bridgeScript,
      port: args.port,
      ...(args.testHooks ? { testHooks: { sandbox, appClock, openedLinks: () => desktop.openedLinks() } } : {}),
    });
  } catch (error) {
    await core?.close();
    hold.release();
    if (tempDataDir) await rm(tempDataDir, { recursive: true, force: true });
    throw error;
  }

  process.stdout.write(
    [
      "Freight Desk web harness. Open this address (it carries this run's secret):",
      harness.url,
      `  data: ${describeDataChoice(args.data, dataDir)}`,
      `  sandbox: ${core.sandbox.baseUrl}`,
      ...(args.demoHistory ? [] : ['  sandbox: a new account starts without demo history']),
      ...(args.testHooks ? ['  test hooks: on'] : []),
      ...(args.startAt !== undefined ? [`  clock: started at ${new Date(args.startAt).toISOString()}`] : []),
      `  downloads: ${desktop.downloadsDir}`,
      `  logs: ${log.file}`,
      '  Ctrl+C to stop.',
      '',
    ].join('\n'),
  );

  installShutdown(harness, core, hold, tempDataDir);
}

function installShutdown(
  harness: RunningHarness,
  core: AppCore,
  hold: FolderHold,
  tempDataDir: string | undefined,
): void {
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
        hold.release();
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

/**
 * Starts the harness; settles once it printed its address (a failure to
 * start is said in one line and ends the process). Run by the built entry,
 * out/harness/main.js (start.ts), which loads this file with its code cache.
 */
export function startWebHarness(): Promise<void> {
  return main().catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (error instanceof RendererMissingError || error instanceof FolderInUseError) {
      console.error(`web harness: ${error.message}`);
    } else if (error instanceof HarnessUsageError) console.error(`web harness: ${error.message}\n${USAGE}`);
    else if (code === 'EADDRINUSE') {
      console.error('web harness: that port is in use. Pass another with --port N, or --port 0 for any free port.');
    } else console.error('web harness failed to start:', error);
    process.exit(1);
  });
}
