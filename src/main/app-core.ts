import { DeskLanguage } from './desk-language';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { OpenTarget } from '@shared/ipc/channels/app';
import type { DeskTheme } from '@shared/ipc/channels/settings';
import { placeWeights, portPlaces, startSandbox, type RunningSandbox, type SandboxOptions } from '@sandbox';
import { ProfileRoster } from './credentials/profile-roster';
import { osKeychain, type Keychain } from './credentials/keychain';
import { EventHub } from './events';
import { createRouter } from './ipc/router';
import type { CoreChannels } from './ipc/core-channels';
import { createHandlers } from '@main/services';
import { keepChangeLog } from '@main/services/support/change-log-writer';
import { watchFreeTime } from '@main/free-time/free-time-watch';
import { noDesktop, type DesktopPort } from './desktop-port';
import { startNotifier } from './notifications/notifier';
import { BookingActivity, type DeskActivity } from './desk-activity';
import { stderrLog, type CoreLog } from '@main/log/core-log';
import { BOOKING_DRAFT_PREFIX } from '@shared/ipc/channels/drafts';
import { KeptReader } from '@main/services/support/kept-read';
import { systemClock } from '@main/session/connection-monitor';
import { LocalStoreAccess } from '@main/store-access/local-store-access';
import { SessionService, type SessionOptions } from '@main/session/session-service';
import { StartupGate, type StartupGateOptions } from '@main/startup-gate';
import { DeskSettingsFile } from '@main/settings/desk-settings-file';
import { SyncService } from '@main/sync/sync-service';
import type { ThreadLauncher } from '@main/store/resident-thread';
import { sourceWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { FileChunkThread } from '@main/store/file-chunk-thread';
import { QuotePdfThread } from '@main/services/quote-pdf/quote-pdf-thread';
import { isDiskFault } from '@main/store';
import { StoreRecovery } from '@main/sync/store-recovery';

export interface AppCoreOptions {
  /** Where settings.json, desk-settings.json, the local stores (store/<profile>.sqlite) and the embedded sandbox's state (sandbox/) live. */
  readonly dataDir: string;
  /** Default: the OS keychain through keytar. */
  readonly keychain?: Keychain;
  /**
   * Options of the embedded sandbox (port 0 = random). By default it keeps its
   * state in `<dataDir>/sandbox` (what the operator booked, saved and uploaded
   * there survives a restart) and starts a new account with its demo history.
   */
  readonly sandbox?: SandboxOptions;
  /** Save dialogs and the OS browser; default: none (saving and links are refused plainly). */
  readonly desktop?: DesktopPort;
  /**
   * Where errors and failed calls are reported (the log file: src/main/log);
   * default: unexpected errors to stderr.
   */
  readonly log?: CoreLog;
  /** The session's clock, timers and backoff; default the system's (tests inject their own). */
  readonly session?: SessionOptions;
  /**
   * Starts the worker thread (src/main/worker-thread: the list sync, file
   * chunks, quote PDFs). Default: from its TypeScript source through tsx (the
   * harness, the tests); the Electron build passes the one electron-vite bundled.
   */
  readonly workerThread?: ThreadLauncher;
  /** Rows per transaction of the list sync (tests make it small to see batches). */
  readonly syncBatchSize?: number;
  /**
   * Holds the start's background work (the sandbox reading its saved
   * shipments, the sign-in and its sync) until the window's first screen is
   * up (startup-gate.ts). The app and the harness pass it; without it (the
   * CLI, tests) that work starts at once.
   */
  readonly startup?: StartupGateOptions;
}

/** Everything the app does, without a window: the Electron shell and the web harness both wrap this. */
export interface AppCore extends CoreChannels {
  readonly sandbox: RunningSandbox;
  /** Whether a booking is under way (the update's restart prompt waits for it). */
  readonly activity: DeskActivity;
  /** Sends the window to a screen ('app.open'): the menu's screen items. */
  open(target: OpenTarget): void;
  /** The theme chosen in Settings: the web harness serves its page in it. */
  theme(): DeskTheme;
  close(): Promise<void>;
}

/**
 * Starts the embedded sandbox on loopback, opens the profiles, wires the
 * services to the IPC router and signs in to the active profile.
 */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  const log = options.log ?? stderrLog;
  const logError = (context: string, error: unknown) => log.error(context, error);
  await mkdir(options.dataDir, { recursive: true });
  const clock = options.session?.clock ?? systemClock;
  const gate = options.startup ? new StartupGate(options.startup) : null;
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataDir: sandboxDataDir(options.dataDir),
    demoHistory: true,
    ...(gate ? { prepareAfter: gate.opened } : {}),
    ...options.sandbox,
  });
  const stores = new LocalStoreAccess(options.dataDir, {
    now: () => clock.now(),
    log,
    ...(gate ? { listLoadsAfter: gate.opened } : {}),
  });
  /** What close() undoes before the stores close, newest first. */
  const closing: Array<() => Promise<void>> = [];
  const closeStores = async () => {
    for (const close of closing.reverse()) await close();
    stores.closeAll();
  };
  try {
    const events = new EventHub();
    const profiles = await ProfileRoster.open({
      dataDir: options.dataDir,
      keychain: options.keychain ?? osKeychain(),
      sandboxBaseUrl: sandbox.baseUrl,
      sandboxCredentials: sandbox.credentials,
      warn: (message) => logError('settings', message),
      ...(log.secrets ? { secrets: log.secrets } : {}),
    });
    try {
      // Opened now: a store that cannot open (a native module built for another runtime) says so at start, with the fix.
      // A damaged file is set aside and a new store opened in its place (LocalStoreAccess).
      const store = stores.open(profiles.activeId);
      // A profile whose list was never synced has nothing to show but what the sync brings: nothing to hold for.
      if (store.syncState.get('shipments').fetchedAt === null) gate?.open();
    } catch (error) {
      logError('local store', (error as Error).message);
      // A full disk or a read-only folder: the desk starts all the same, and each screen says what the disk refused.
      if (!isDiskFault(error)) throw error;
      gate?.open();
    }
    const session = new SessionService(profiles, events, {
      ...options.session,
      log: { ...(log.api ? { logger: log.api } : {}), ...(log.secrets ? { secrets: log.secrets } : {}) },
      ...(gate ? { beforeService: () => gate.open() } : {}),
    });
    const kept = new KeptReader(session, stores, events, logError);
    const stopChangeLog = keepChangeLog(events, stores, logError);
    closing.push(async () => stopChangeLog());
    const deskSettings = await DeskSettingsFile.open(options.dataDir, {
      warn: (message) => logError('settings', message),
      now: () => new Date(clock.now()),
    });
    const ports = portPlaces(options.sandbox?.resourcesDir);
    const sync = new SyncService({
      session,
      stores,
      events,
      settings: deskSettings,
      launchWorker: options.workerThread ?? sourceWorkerLauncher,
      clock,
      log,
      afterSync: (stamp, connection) => watchFreeTime(stores.of(stamp), connection, () => clock.now(), ports),
      ...(options.syncBatchSize ? { batchSize: options.syncBatchSize } : {}),
      ...(gate ? { warmAfter: gate.opened } : {}),
    });
    closing.push(() => sync.close());
    // Damage found by the check after the gate, or by any read later: the file is set aside and the store synced again.
    const recovery = new StoreRecovery({
      stores,
      sync,
      session,
      events,
      log,
      ...(gate ? { checkAfter: gate.opened } : {}),
    });
    closing.push(() => recovery.close());
    // Large files' bytes are written into the store on a thread of their own (the worker thread, another role).
    const fileThread = new FileChunkThread(options.workerThread ?? sourceWorkerLauncher);
    closing.push(() => fileThread.close());
    // Quote PDFs are laid out and drawn on a thread of their own (the worker thread, a third role).
    const pdfThread = new QuotePdfThread(options.workerThread ?? sourceWorkerLauncher);
    closing.push(() => pdfThread.close());
    const desktop = options.desktop ?? noDesktop;
    // Before the window opens: its first paint is in the theme chosen in Settings.
    desktop.showTheme(deskSettings.get().theme);
    const language = new DeskLanguage(deskSettings, desktop);
    const stopNotifier = startNotifier({
      events,
      settings: deskSettings,
      desktop,
      locale: () => language.current().locale,
    });
    closing.push(async () => stopNotifier());
    const deps = {
      profiles,
      session,
      events,
      stores,
      kept,
      sync,
      deskSettings,
      desktop,
      language,
      placeWeights: placeWeights(options.sandbox?.resourcesDir),
      ports,
      logFolder: log.folder ?? null,
      fileThread,
      pdfThread,
    };
    const route = createRouter(createHandlers(deps), log);
    const activity = new BookingActivity(() => {
      try {
        return stores
          .of(session.data.current())
          .drafts.list()
          .filter((draft) => draft.formKey.startsWith(BOOKING_DRAFT_PREFIX)).length;
      } catch (error) {
        // A store that cannot be read holds no form to lose; the failure is the store's to report.
        logError('local store (looking for booking drafts)', error);
        return 0;
      }
    });
    const tracked: AppCore['invoke'] = (channel, input) => activity.track(channel, route(channel, input));
    // The gate waits for the window's calls to be answered before it lets the start's background work run.
    const invoke: AppCore['invoke'] = gate ? (channel, input) => gate.track(tracked(channel, input)) : tracked;
    // Sign in at start so the status bar turns green without a click; a
    // failure shows there and does not stop the app.
    if (gate) session.signInWhen(gate.opened);
    else void session.signIn();
    return {
      invoke,
      onEvent: (listener) => events.subscribe(listener),
      sandbox,
      activity,
      open: (target) => events.emit('app.open', target),
      theme: () => deskSettings.get().theme,
      close: async () => {
        await closeStores();
        await session.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await closeStores();
    await sandbox.close();
    throw error;
  }
}

/** The embedded sandbox's own state, beside the app's data. */
export function sandboxDataDir(dataDir: string): string {
  return path.join(dataDir, 'sandbox');
}
