import { EventEmitter } from 'node:events';

/**
 * The parts of Electron the packaged main bundle uses, in plain Node: enough
 * for src/main/electron/index.ts to run its start (secure the app, register
 * app://, build the menu, start the core, bind the IPC channels, open the
 * window) and for a test to see what it did. Nothing here answers for the
 * app: the IPC handlers, the app:// handler and the core are the bundle's own.
 * A member this file does not model is a no-op (and is listed in `unmodelled`),
 * so a shell that starts using one more Electron API still loads here.
 */
export interface StandIn {
  readonly module: Record<string, unknown>;
  /** IPC handlers by channel, as the bundle registered them with ipcMain.handle. */
  readonly ipcHandlers: Map<string, (event: unknown, input: unknown) => Promise<unknown>>;
  /** Protocol handlers by scheme, as registered with protocol.handle. */
  readonly protocolHandlers: Map<string, (request: Request) => Promise<Response>>;
  /** The options of every BrowserWindow the bundle created, and the window. */
  readonly windows: Array<{ options: { webPreferences?: { preload?: string } }; window: StandInWindow }>;
  readonly app: EventEmitter & { quitCalls: number };
  /** What dialog.showErrorBox was asked to show (the start failed). */
  readonly errorBoxes: string[];
  readonly unmodelled: Set<string>;
}

export interface StandInWindow extends EventEmitter {
  readonly webContents: EventEmitter & { mainFrame: { url: string } };
  loadedUrl: string | null;
}

function lenient<T extends object>(name: string, known: T, unmodelled: Set<string>): T {
  return new Proxy(known, {
    get(target, property, receiver) {
      if (typeof property === 'symbol' || property in target) return Reflect.get(target, property, receiver);
      unmodelled.add(`${name}.${property}`);
      return () => undefined;
    },
  });
}

export function standInElectron(paths: { userData: string; version: string }): StandIn {
  const unmodelled = new Set<string>();
  const ipcHandlers: StandIn['ipcHandlers'] = new Map();
  const protocolHandlers: StandIn['protocolHandlers'] = new Map();
  const windows: StandIn['windows'] = [];
  const errorBoxes: string[] = [];
  const app = Object.assign(new EventEmitter(), {
    quitCalls: 0,
    isPackaged: true,
    name: 'Freight Desk',
    commandLine: { appendSwitch: () => undefined, hasSwitch: () => false },
    getName: () => 'Freight Desk',
    getVersion: () => paths.version,
    getPath: (name: string) => (name === 'userData' ? paths.userData : `${paths.userData}/${name}`),
    setPath: () => undefined,
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    isReady: () => true,
    enableSandbox: () => undefined,
    setAppUserModelId: () => undefined,
    setAboutPanelOptions: () => undefined,
    showAboutPanel: () => undefined,
    // The desk's language follows the system's (main/desk-language.ts): a British English system.
    getPreferredSystemLanguages: () => ['en-GB'],
    quit: () => {
      app.quitCalls += 1;
      app.emit('stand-in-quit');
    },
    exit: (code?: number) => app.emit('stand-in-exit', code ?? 0),
  });
  const webRequest = { onHeadersReceived: () => undefined };
  const defaultSession = {
    setPermissionRequestHandler: () => undefined,
    setPermissionCheckHandler: () => undefined,
    setDevicePermissionHandler: () => undefined,
    webRequest,
  };

  class BrowserWindow extends EventEmitter implements StandInWindow {
    static getAllWindows = () => windows.map((entry) => entry.window);
    static fromWebContents = () => null;
    readonly webContents = Object.assign(new EventEmitter(), {
      mainFrame: { url: '' },
      setWindowOpenHandler: () => undefined,
      send: () => undefined,
    });
    loadedUrl: string | null = null;
    constructor(options: { webPreferences?: { preload?: string } }) {
      super();
      windows.push({ options, window: this });
      app.emit('web-contents-created', {}, this.webContents);
    }
    loadURL(url: string): Promise<void> {
      this.loadedUrl = url;
      this.webContents.mainFrame.url = url;
      return Promise.resolve();
    }
    show(): void {}
    focus(): void {}
    restore(): void {}
    isDestroyed(): boolean {
      return false;
    }
    isVisible(): boolean {
      return true;
    }
    isMinimized(): boolean {
      return false;
    }
    setBackgroundColor(): void {}
  }

  const module = {
    app: lenient('app', app, unmodelled),
    BrowserWindow,
    ipcMain: lenient(
      'ipcMain',
      {
        handle: (channel: string, handler: (event: unknown, input: unknown) => Promise<unknown>) =>
          ipcHandlers.set(channel, handler),
        removeHandler: (channel: string) => ipcHandlers.delete(channel),
        on: () => undefined,
      },
      unmodelled,
    ),
    protocol: lenient(
      'protocol',
      {
        registerSchemesAsPrivileged: () => undefined,
        handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
          protocolHandlers.set(scheme, handler),
      },
      unmodelled,
    ),
    session: { defaultSession: lenient('session.defaultSession', defaultSession, unmodelled) },
    Menu: lenient(
      'Menu',
      { buildFromTemplate: (template: unknown) => template, setApplicationMenu: () => undefined },
      unmodelled,
    ),
    nativeTheme: lenient(
      'nativeTheme',
      { shouldUseDarkColors: false, on: () => undefined, off: () => undefined },
      unmodelled,
    ),
    screen: lenient(
      'screen',
      { getPrimaryDisplay: () => ({ workAreaSize: { width: 1600, height: 1000 } }) },
      unmodelled,
    ),
    dialog: lenient(
      'dialog',
      { showErrorBox: (title: string, content: string) => errorBoxes.push(`${title}: ${content}`) },
      unmodelled,
    ),
    shell: lenient('shell', { openExternal: () => Promise.resolve() }, unmodelled),
  };
  return {
    module: lenient('electron', module, unmodelled),
    ipcHandlers,
    protocolHandlers,
    windows,
    app,
    errorBoxes,
    unmodelled,
  };
}
