import type { MainWindowLike, WindowPlatform } from '@main/electron/main-window';
import type { ExternalShell } from '@main/electron/open-external';
import type {
  HardenableSession,
  HardenableWebContents,
  HeaderRewritingSession,
  NavigationEvent,
  ResponseHeaders,
  SchemeRegistry,
  SecurableApp,
} from '@main/electron/security';

/*
 * In-memory stand-ins for the parts of Electron that src/main/electron's
 * wiring takes as structural interfaces. Each records what was registered on
 * it and lets a test fire events the way Electron would.
 */

/** An event as Electron hands it to a listener; `prevented` says whether a listener cancelled it. */
export function fakeEvent(url = ''): NavigationEvent & { prevented: boolean } {
  const event = {
    url,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

type EventListener = (event: NavigationEvent) => void;
type WindowOpenHandler = Parameters<HardenableWebContents['setWindowOpenHandler']>[0];

export function fakeWebContents() {
  const listeners = new Map<string, EventListener[]>();
  let windowOpenHandler: WindowOpenHandler | undefined;
  const contents: HardenableWebContents = {
    on: (name: string, listener: EventListener) => {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler: (handler) => {
      windowOpenHandler = handler;
    },
  };
  return {
    contents,
    /** Fires `name` as Electron does (to every listener) and returns the event. */
    emit(name: 'will-attach-webview' | 'will-navigate' | 'will-redirect', url = '') {
      const event = fakeEvent(url);
      for (const listener of listeners.get(name) ?? []) listener(event);
      return event;
    },
    /** What the page's window.open(url) or a target=_blank link gets: Electron's default is to allow it. */
    openWindow(url: string): { action: string } {
      return windowOpenHandler ? windowOpenHandler({ url }) : { action: 'allow' };
    },
  };
}

/** shell: records what was handed to the OS. */
export function fakeShell(): ExternalShell & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    openExternal: async (url) => {
      opened.push(url);
    },
  };
}

type RequestHandler = Parameters<HardenableSession['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<HardenableSession['setPermissionCheckHandler']>[0];
type HeadersListener = Parameters<HeaderRewritingSession['webRequest']['onHeadersReceived']>[1];

/** A session: without a handler, Electron grants every permission, so does this fake. */
export function fakeSession() {
  let requestHandler: RequestHandler | undefined;
  let checkHandler: CheckHandler | undefined;
  let deviceHandler: (() => boolean) | undefined;
  const headerRewrites: Array<{ urls: string[]; listener: HeadersListener }> = [];
  const session: HardenableSession & HeaderRewritingSession = {
    setPermissionRequestHandler: (handler) => {
      requestHandler = handler;
    },
    setPermissionCheckHandler: (handler) => {
      checkHandler = handler;
    },
    setDevicePermissionHandler: (handler) => {
      deviceHandler = handler;
    },
    webRequest: {
      onHeadersReceived: (filter, listener) => {
        headerRewrites.push({ urls: filter.urls, listener });
      },
    },
  };
  return {
    session,
    headerRewrites,
    /** A page asks for a permission; resolves with the answer (the callback must be called exactly once). */
    request(permission: string, requestingUrl: string): boolean[] {
      const answers: boolean[] = [];
      if (!requestHandler) return [true];
      requestHandler({}, permission, (granted) => answers.push(granted), { requestingUrl });
      return answers;
    },
    check(permission: string, requestingOrigin: string, requestingUrl?: string): boolean {
      return checkHandler ? checkHandler(null, permission, requestingOrigin, { requestingUrl }) : true;
    },
    device(): boolean {
      return deviceHandler ? deviceHandler() : true;
    },
    /** The headers of a response from `url` after the registered rewrites. */
    responseHeaders(url: string, headers: Record<string, string[]>): ResponseHeaders {
      let result: ResponseHeaders = headers;
      for (const rewrite of headerRewrites) {
        const matches = rewrite.urls.some((pattern) => url.startsWith(pattern.replace(/\*$/, '')));
        if (!matches) continue;
        rewrite.listener({ responseHeaders: result as Record<string, string[]> }, (response) => {
          result = response.responseHeaders;
        });
      }
      return result;
    },
  };
}

/**
 * app and protocol as Electron behaves before and after `ready`: enableSandbox
 * and registerSchemesAsPrivileged throw once the app is ready, and the default
 * session does not exist before it. `calls` lists what was called, in order.
 */
export function fakeApp() {
  const calls: string[] = [];
  let ready = false;
  let becomeReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    becomeReady = resolve;
  });
  const contentsListeners: Array<(event: unknown, contents: HardenableWebContents) => void> = [];
  const schemes: Array<{ scheme: string; privileges: Readonly<Record<string, boolean>> }> = [];
  const sessionFake = fakeSession();
  const mustNotBeReady = (what: string) => {
    if (ready) throw new Error(`${what} can only be called before app is ready`);
  };
  const app: SecurableApp = {
    enableSandbox: () => {
      mustNotBeReady('app.enableSandbox()');
      calls.push('app.enableSandbox');
    },
    on: (name, listener) => {
      calls.push(`app.on ${name}`);
      contentsListeners.push(listener);
      return app;
    },
    whenReady: () => readyPromise,
  };
  const protocol: SchemeRegistry = {
    registerSchemesAsPrivileged: (list) => {
      mustNotBeReady('protocol.registerSchemesAsPrivileged()');
      calls.push('protocol.registerSchemesAsPrivileged');
      schemes.push(...list);
    },
  };
  return {
    app,
    protocol,
    calls,
    schemes,
    session: sessionFake,
    defaultSession: () => {
      if (!ready) throw new Error('session.defaultSession is not available before app is ready');
      calls.push('session.defaultSession');
      return sessionFake.session;
    },
    /** Electron's `ready`. */
    ready() {
      ready = true;
      calls.push('ready');
      becomeReady();
    },
    /** A WebContents created by the app (a window, a devtools page ...): fires web-contents-created. */
    createWebContents() {
      const created = fakeWebContents();
      for (const listener of contentsListeners) listener({}, created.contents);
      return created;
    },
  };
}

type WindowEvent = 'ready-to-show' | 'closed';
type FailLoadListener = Parameters<MainWindowLike['webContents']['on']>[1];

/** BrowserWindow, nativeTheme and screen: records the options and what the window was told to do. */
export function fakeWindowPlatform(
  options: { prefersDark?: boolean; workArea?: { width: number; height: number } } = {},
) {
  const themeListeners = new Set<() => void>();
  const nativeTheme = {
    shouldUseDarkColors: options.prefersDark ?? false,
    on: (_name: 'updated', listener: () => void) => themeListeners.add(listener),
    off: (_name: 'updated', listener: () => void) => themeListeners.delete(listener),
  };
  const created: Array<ReturnType<typeof fakeWindow>> = [];
  const platform: WindowPlatform<MainWindowLike> = {
    createWindow: (windowOptions) => {
      const window = fakeWindow(windowOptions);
      created.push(window);
      return window.window;
    },
    nativeTheme,
    screen: { getPrimaryDisplay: () => ({ workAreaSize: options.workArea ?? { width: 1920, height: 1080 } }) },
  };
  return {
    platform,
    created,
    themeListeners,
    /** The OS switches between light and dark. */
    switchTheme(dark: boolean) {
      nativeTheme.shouldUseDarkColors = dark;
      for (const listener of themeListeners) listener();
    },
  };
}

function fakeWindow(options: unknown) {
  const once = new Map<WindowEvent, Array<() => void>>();
  const failLoad: FailLoadListener[] = [];
  const state = { visible: false, destroyed: false, background: '', loaded: [] as string[] };
  const window: MainWindowLike = {
    once: (name, listener) => {
      once.set(name, [...(once.get(name) ?? []), listener]);
      return window;
    },
    show: () => {
      state.visible = true;
    },
    isDestroyed: () => state.destroyed,
    isVisible: () => state.visible,
    setBackgroundColor: (color) => {
      state.background = color;
    },
    loadURL: async (url) => {
      state.loaded.push(url);
    },
    webContents: {
      on: (_name, listener) => {
        failLoad.push(listener);
        return window.webContents;
      },
    },
  };
  return {
    window,
    options,
    state,
    emit(name: WindowEvent) {
      if (name === 'closed') state.destroyed = true;
      const listeners = once.get(name) ?? [];
      once.delete(name);
      for (const listener of listeners) listener();
    },
    failToLoad(isMainFrame: boolean) {
      for (const listener of failLoad) listener({}, -105, 'ERR_NAME_NOT_RESOLVED', 'app://freight-desk/', isMainFrame);
    },
  };
}
