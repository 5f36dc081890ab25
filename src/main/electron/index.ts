/**
 * The Electron main process: lifecycle, the one window, security, the IPC
 * transport. Everything it decides is in the small pure modules beside it
 * (tested in Node); this file only wires them to Electron.
 */
import path from 'node:path';
import { app, BrowserWindow, dialog, Menu, nativeTheme, protocol, screen, session, shell } from 'electron';
import { createAppCore, type AppCore } from '@main/app-core';
import { APP_STARTUP } from '@main/startup-gate';
import { APP_FOLDER_NAME, dataDirOverride } from '@main/app-data-dir';
import { holdDataFolder, type FolderHold } from '@main/data-folder-lock';
import { logLevelFromEnv, openAppLog } from '@main/log/app-log';
import { LOGS_SUBFOLDER } from '@main/log/log-folder';
import { APP_SCHEME } from './app-origin';
import { createAppProtocolHandler } from './app-protocol-handler';
import { buildContentSecurityPolicy } from '@shared/security/content-security-policy';
import type { MenuScreen } from '@shared/ipc/channels/app';
import { electronDesktop } from './desktop';
import { startIpcTransport } from './ipc-transport';
import { bundledWorker } from './bundled-worker';
import { createMainWindow, focusWindow, type WindowPlatform } from './main-window';
import { buildMenuTemplate } from './menu-template';
import { resolveRendererSource } from './renderer-source';
import { secureApp } from './security';
import { startUpdates } from './updates';
import { m } from '@shared/i18n/messages';
import { resolveLanguage, useLanguageSource } from '@shared/i18n/desk-language';

/** Also the name of the data folder Electron picks (package.json's productName). */
const APP_NAME = APP_FOLDER_NAME;
/** The same id as electron-builder.yml's appId. */
const APP_ID = 'com.freightdesk.app';
/** How long quitting waits for the core (sandbox, sessions) to close before it gives up. */
const CLOSE_TIMEOUT_MS = 5_000;

const windowPlatform: WindowPlatform<BrowserWindow> = {
  createWindow: (options) => new BrowserWindow(options),
  nativeTheme,
  screen,
};

const source = resolveRendererSource({ isPackaged: app.isPackaged, env: process.env });
const devServerOrigin = source.kind === 'dev-server' ? source.origin : undefined;

// First, before `ready`: the app:// scheme's privileges, the OS sandbox for every
// renderer and the hardening of every WebContents can only be set now (security.ts).
const secured = secureApp({
  app,
  protocol,
  shell,
  defaultSession: () => session.defaultSession,
  devServerOrigin,
});
// If securing fails, the start-up below awaits `secured` and shows the error; until then the
// rejection is not "unhandled" (Node would report it before the dialog could).
secured.catch(() => undefined);

// FREIGHT_DESK_DATA_DIR moves all of the app's data, Chromium's included (the
// same rule as the web harness and the CLI: app-data-dir.ts); the
// single-instance lock lives there too, so test runs with their own folders
// do not block each other.
const overriddenDataDir = dataDirOverride(process.env);
if (overriddenDataDir !== null) app.setPath('userData', overriddenDataDir);
// The logs: the OS's folder for them (macOS ~/Library/Logs/Freight Desk, elsewhere
// userData/logs), or beside moved data (the harness and the CLI follow the same rule:
// src/main/log/log-folder.ts). Everything main reports lands there, redacted.
if (overriddenDataDir !== null) app.setAppLogsPath(path.join(overriddenDataDir, LOGS_SUBFOLDER));
const appLog = openAppLog({
  folder: app.getPath('logs'),
  fileName: 'main.log',
  level: logLevelFromEnv(process.env) ?? 'info',
  // A development run prints to the terminal too; nobody reads an installed app's stderr.
  consoleLevel: app.isPackaged ? false : 'warn',
});
appLog.adoptConsole();
// Until the core reads the operator's choice (main/desk-language.ts), main speaks the system's language:
// a start that fails before then says so in it.
useLanguageSource(() => resolveLanguage('system', app.getPreferredSystemLanguages()).language);
appLog.catchProcessErrors((kind, error) => {
  // As Electron does by default for an exception, plus where the details are; a rejection is only logged.
  if (kind === 'exception' && app.isReady()) {
    dialog.showErrorBox(
      m.app_unexpected_error_title({ app: APP_NAME }),
      m.app_error_details_in_log({ message: error.message, folder: appLog.folder }),
    );
  }
});
appLog.info(
  `${APP_NAME} ${app.getVersion()} starting (Electron ${process.versions.electron}, ${process.platform} ${process.arch})`,
);

if (!app.requestSingleInstanceLock()) {
  // Another Freight Desk already runs: it gets focus (below) and this one leaves.
  app.quit();
} else {
  run();
}

/** What runs while the app does: its one window, the core once started, the data folder held. */
interface Running {
  window: BrowserWindow | null;
  core: AppCore | null;
  /** Held while the app runs: a web harness or a sandbox on the folder is refused. */
  dataFolder: FolderHold | null;
}

function run(): void {
  const running: Running = { window: null, core: null, dataFolder: null };
  const { desktop, showMenu } = appMenu(running);

  const openWindow = (): BrowserWindow => {
    const window = createMainWindow(windowPlatform, {
      preloadPath: path.join(__dirname, '../preload/index.js'),
      isPackaged: app.isPackaged,
      source,
      title: APP_NAME,
    });
    window.on('closed', () => {
      running.window = null;
    });
    running.window = window;
    return window;
  };

  app.on('second-instance', () => {
    if (running.window !== null) focusWindow(running.window);
  });

  app.on('window-all-closed', () => {
    // macOS apps stay in the dock with no window; elsewhere closing the window quits.
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (running.core !== null && BrowserWindow.getAllWindows().length === 0) openWindow();
  });

  quitOnceClosed(running);

  app
    .whenReady()
    .then(() => startDesk(running, { desktop, showMenu, openWindow }))
    .catch((error: unknown) => {
      appLog.error('could not start', error);
      const message = error instanceof Error ? error.message : String(error);
      dialog.showErrorBox(
        m.app_could_not_start_title({ app: APP_NAME }),
        m.app_error_details_in_log({ message, folder: appLog.folder }),
      );
      app.exit(1);
    });
}

/** The application menu and the desktop main's core talks to, which builds the menu again when the screens or the language change. */
function appMenu(running: Running): { desktop: ReturnType<typeof electronDesktop>; showMenu: () => void } {
  /** The Go menu's screens as the window last sent them: the menu is built again in a new language with them. */
  let menuScreens: readonly MenuScreen[] = [];
  const menuTemplate = () =>
    buildMenuTemplate({
      platform: process.platform,
      isPackaged: app.isPackaged,
      appName: APP_NAME,
      onAbout: () => app.showAboutPanel(),
      onShowLogs: () => void desktop.showFolder(appLog.folder),
      screens: menuScreens,
      onOpenScreen: (id) => {
        if (running.window !== null) focusWindow(running.window);
        running.core?.open({ screen: id });
      },
    });
  const showMenu = () => Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate()));
  const desktop = electronDesktop(() => running.window, {
    showScreens: (screens) => {
      menuScreens = screens;
      showMenu();
    },
    showLanguage: () => {
      // Before the app is ready there is no menu yet: the start builds it, in the language by then.
      if (app.isReady()) showMenu();
    },
  });
  return { desktop, showMenu };
}

/** Holds a quit until the sandbox server and sessions are closed (or CLOSE_TIMEOUT_MS passed), then quits again. */
function quitOnceClosed(running: Running): void {
  let closing = false;
  app.on('will-quit', (event) => {
    const core = running.core;
    if (core === null) return;
    event.preventDefault();
    if (closing) return;
    closing = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref());
    Promise.race([core.close(), timeout])
      .catch((error: unknown) => appLog.error('closing failed', error))
      .finally(() => {
        running.core = null;
        running.dataFolder?.release();
        app.quit();
      });
  });
}

/** Once Electron is ready: the app:// scheme, the menu, the data folder held, the core, the IPC, the window, updates. */
async function startDesk(
  running: Running,
  parts: { desktop: ReturnType<typeof electronDesktop>; showMenu: () => void; openWindow: () => BrowserWindow },
): Promise<void> {
  // The session's permission handlers are in place before anything loads.
  await secured;
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rootDir: path.join(__dirname, '../renderer'),
      contentSecurityPolicy: buildContentSecurityPolicy(),
    }),
  );

  // Windows groups the taskbar entry (and, later, notifications) under this id.
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  app.setAboutPanelOptions({ applicationName: APP_NAME, applicationVersion: app.getVersion() });
  parts.showMenu();

  const userData = app.getPath('userData');
  // Another desk on the folder (a web harness) refuses this start, naming it: shown by the caller's catch.
  running.dataFolder = holdDataFolder(userData, 'desktop app');
  const core = await createAppCore({
    dataDir: userData,
    desktop: parts.desktop,
    log: appLog,
    workerThread: bundledWorker,
    startup: APP_STARTUP,
    sandbox: {
      holder: 'desktop app',
      // Packaged, the sandbox's data sets are an extraResource beside app.asar
      // (electron-builder.yml); unpackaged, the sandbox finds resources/data in the repo.
      ...(app.isPackaged ? { resourcesDir: path.join(process.resourcesPath, 'data') } : {}),
    },
  });
  running.core = core;
  // The handlers exist before the page does, so its first call never races them.
  startIpcTransport({ core, getWindow: () => running.window, devServerOrigin });
  parts.openWindow();
  const stopUpdates = startUpdates({ log: appLog, activity: core.activity, getWindow: () => running.window });
  app.once('before-quit', () => stopUpdates?.());
}
