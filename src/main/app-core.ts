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
import { createHandlers, type ServiceDeps } from '@main/services';
import { keepChangeLog } from '@main/services/support/change-log-writer';
import { watchFreeTime } from '@main/free-time/free-time-watch';
import type { PortPlaces } from '@main/free-time/free-time-view';
import { noDesktop, type DesktopPort } from './desktop-port';
import { startNotifier } from './notifications/notifier';
import { BookingActivity, type DeskActivity } from './desk-activity';
import { stderrLog, type CoreLog } from '@main/log/core-log';
import { BOOKING_DRAFT_PREFIX } from '@shared/ipc/channels/drafts';
import { KeptReader } from '@main/services/support/kept-read';
import { systemClock, type MonitorClock } from '@main/session/connection-monitor';
import { LocalStoreAccess } from '@main/store-access/local-store-access';
import { SessionService, type SessionOptions } from '@main/session/session-service';
import { StartupGate, type StartupGateOptions } from '@main/startup-gate';
import { DeskSettingsFile } from '@main/settings/desk-settings-file';
import { SyncService } from '@main/sync/sync-service';
import type { DatedSyncRule } from '@main/sync/dated-sync';
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
  /** When a sync asks for the list since a date (src/main/sync/dated-sync.ts); tests make its threshold small. */
  readonly datedSync?: DatedSyncRule;
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
  await mkdir(options.dataDir, { recursive: true });
  const wiring: CoreWiring = {
    options,
    log: options.log ?? stderrLog,
    clock: options.session?.clock ?? systemClock,
    gate: options.startup ? new StartupGate(options.startup) : null,
    closing: [],
  };
  const sandbox = await startEmbeddedSandbox(wiring);
  const stores = storeAccess(wiring);
  const closeStores = async () => {
    for (const close of wiring.closing.reverse()) await close();
    stores.closeAll();
  };
  try {
    const events = new EventHub();
    const profiles = await openProfiles(wiring, sandbox);
    openActiveStore(wiring, stores, profiles.activeId);
    const session = startSession(wiring, profiles, events);
    const kept = keepAnswers(wiring, session, stores, events);
    const deskSettings = await openDeskSettings(wiring);
    const ports = portPlaces(options.sandbox?.resourcesDir);
    const sync = startSync(wiring, { session, stores, events, deskSettings, ports });
    const threads = startThreads(wiring);
    const { desktop, language } = startDesktop(wiring, events, deskSettings);
    const deps: ServiceDeps = {
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
      logFolder: wiring.log.folder ?? null,
      ...threads,
    };
    const activity = bookingActivity(wiring, stores, session);
    const invoke = routeCalls(wiring, deps, activity);
    signInAtStart(wiring, session);
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

/** What every step of the start shares. */
interface CoreWiring {
  readonly options: AppCoreOptions;
  readonly log: CoreLog;
  readonly clock: MonitorClock;
  /** Holds the start's background work until the first screen is answered; null: none held. */
  readonly gate: StartupGate | null;
  /** What close() undoes before the stores close, pushed in start order and run newest first. */
  readonly closing: Array<() => Promise<void>>;
}

const logError = (wiring: CoreWiring) => (context: string, error: unknown) => wiring.log.error(context, error);

/** The freight API on loopback, keeping its state beside the app's data. */
function startEmbeddedSandbox({ options, gate }: CoreWiring): Promise<RunningSandbox> {
  return startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataDir: sandboxDataDir(options.dataDir),
    demoHistory: true,
    ...(gate ? { prepareAfter: gate.opened } : {}),
    ...options.sandbox,
  });
}

/** Each profile's store, opened when first asked. */
function storeAccess({ options, clock, log, gate }: CoreWiring): LocalStoreAccess {
  return new LocalStoreAccess(options.dataDir, {
    now: () => clock.now(),
    log,
    ...(gate ? { listLoadsAfter: gate.opened } : {}),
  });
}

/** The profiles and their keys, the sandbox's own among them. */
function openProfiles(wiring: CoreWiring, sandbox: RunningSandbox): Promise<ProfileRoster> {
  const { options, log } = wiring;
  return ProfileRoster.open({
    dataDir: options.dataDir,
    keychain: options.keychain ?? osKeychain(),
    sandboxBaseUrl: sandbox.baseUrl,
    sandboxCredentials: sandbox.credentials,
    warn: (message) => logError(wiring)('settings', message),
    ...(log.secrets ? { secrets: log.secrets } : {}),
  });
}

/**
 * The active profile's store, opened now: a store that cannot open (a native
 * module built for another runtime) says so at start, with the fix; a damaged
 * file is set aside and a new store opened in its place (LocalStoreAccess).
 */
function openActiveStore(wiring: CoreWiring, stores: LocalStoreAccess, profileId: string): void {
  const { gate } = wiring;
  try {
    const store = stores.open(profileId);
    // A profile whose list was never synced has nothing to show but what the sync brings: nothing to hold for.
    if (store.syncState.get('shipments').fetchedAt === null) gate?.open();
  } catch (error) {
    logError(wiring)('local store', (error as Error).message); // what stores.open throws is an Error
    // A full disk or a read-only folder: the desk starts all the same, and each screen says what the disk refused.
    if (!isDiskFault(error)) throw error;
    gate?.open();
  }
}

/** Signing in and the data scope; the first call to the service opens the gate. */
function startSession({ options, log, gate }: CoreWiring, profiles: ProfileRoster, events: EventHub): SessionService {
  return new SessionService(profiles, events, {
    ...options.session,
    log: { ...(log.api ? { logger: log.api } : {}), ...(log.secrets ? { secrets: log.secrets } : {}) },
    ...(gate ? { beforeService: () => gate.open() } : {}),
  });
}

/** The service's answers kept in the store for offline reads, and the change log written from events. */
function keepAnswers(
  wiring: CoreWiring,
  session: SessionService,
  stores: LocalStoreAccess,
  events: EventHub,
): KeptReader {
  const kept = new KeptReader(session, stores, events, logError(wiring));
  const stopChangeLog = keepChangeLog(events, stores, logError(wiring));
  wiring.closing.push(async () => stopChangeLog());
  return kept;
}

/** The desk's settings file (theme, language, notifications, sync). */
function openDeskSettings(wiring: CoreWiring): Promise<DeskSettingsFile> {
  return DeskSettingsFile.open(wiring.options.dataDir, {
    warn: (message) => logError(wiring)('settings', message),
    now: () => new Date(wiring.clock.now()),
  });
}

interface SyncParts {
  readonly session: SessionService;
  readonly stores: LocalStoreAccess;
  readonly events: EventHub;
  readonly deskSettings: DeskSettingsFile;
  readonly ports: PortPlaces;
}

/** The list sync, its free-time watch, and the recovery of a store found damaged later (set aside, synced again). */
function startSync(wiring: CoreWiring, parts: SyncParts): SyncService {
  const { options, clock, log, gate } = wiring;
  const { session, stores, events, deskSettings, ports } = parts;
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
    ...(options.datedSync ? { datedSync: options.datedSync } : {}),
    ...(gate ? { warmAfter: gate.opened } : {}),
  });
  wiring.closing.push(() => sync.close());
  const recovery = new StoreRecovery({
    stores,
    sync,
    session,
    events,
    log,
    ...(gate ? { checkAfter: gate.opened } : {}),
  });
  wiring.closing.push(() => recovery.close());
  return sync;
}

/** The worker thread's other roles: large files' bytes written into the store, and quote PDFs laid out and drawn. */
function startThreads(wiring: CoreWiring): Pick<ServiceDeps, 'fileThread' | 'pdfThread'> {
  const launch = wiring.options.workerThread ?? sourceWorkerLauncher;
  const fileThread = new FileChunkThread(launch);
  wiring.closing.push(() => fileThread.close());
  const pdfThread = new QuotePdfThread(launch);
  wiring.closing.push(() => pdfThread.close());
  return { fileThread, pdfThread };
}

/** The desktop's part: its theme before the window opens (the first paint is in it), its language, its notifications. */
function startDesktop(
  wiring: CoreWiring,
  events: EventHub,
  deskSettings: DeskSettingsFile,
): { desktop: DesktopPort; language: DeskLanguage } {
  const desktop = wiring.options.desktop ?? noDesktop;
  desktop.showTheme(deskSettings.get().theme);
  const language = new DeskLanguage(deskSettings, desktop);
  const stopNotifier = startNotifier({
    events,
    settings: deskSettings,
    desktop,
    locale: () => language.current().locale,
  });
  wiring.closing.push(async () => stopNotifier());
  return { desktop, language };
}

/** Whether a booking is under way: a call that books, or a booking form kept as a draft. */
function bookingActivity(wiring: CoreWiring, stores: LocalStoreAccess, session: SessionService): BookingActivity {
  return new BookingActivity(() => {
    try {
      return stores
        .of(session.data.current())
        .drafts.list()
        .filter((draft) => draft.formKey.startsWith(BOOKING_DRAFT_PREFIX)).length;
    } catch (error) {
      // A store that cannot be read holds no form to lose; the failure is the store's to report.
      logError(wiring)('local store (looking for booking drafts)', error);
      return 0;
    }
  });
}

/** The router over the services, each call tracked by the booking activity and, while it holds, by the gate. */
function routeCalls({ log, gate }: CoreWiring, deps: ServiceDeps, activity: BookingActivity): AppCore['invoke'] {
  const route = createRouter(createHandlers(deps), log);
  const tracked: AppCore['invoke'] = (channel, input) => activity.track(channel, route(channel, input));
  // The gate waits for the window's calls to be answered before it lets the start's background work run.
  return gate ? (channel, input) => gate.track(tracked(channel, input)) : tracked;
}

/** Sign in at start so the status bar turns green without a click; a failure shows there and does not stop the app. */
function signInAtStart({ gate }: CoreWiring, session: SessionService): void {
  if (gate) session.signInWhen(gate.opened);
  else void session.signIn();
}

/** The embedded sandbox's own state, beside the app's data. */
export function sandboxDataDir(dataDir: string): string {
  return path.join(dataDir, 'sandbox');
}
