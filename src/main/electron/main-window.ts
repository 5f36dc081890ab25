import type { BrowserWindowConstructorOptions } from 'electron';
import type { RendererSource } from './renderer-source';
import { buildMainWindowOptions, windowBackgroundColor, type Size } from './window-options';

/** The part of Electron's BrowserWindow the main window's wiring uses. */
export interface MainWindowLike {
  once(event: 'ready-to-show' | 'closed', listener: () => void): unknown;
  show(): void;
  isDestroyed(): boolean;
  isVisible(): boolean;
  setBackgroundColor(color: string): void;
  loadURL(url: string): Promise<void>;
  readonly webContents: {
    on(
      event: 'did-fail-load',
      listener: (
        event: unknown,
        errorCode: number,
        errorDescription: string,
        url: string,
        isMainFrame: boolean,
      ) => void,
    ): unknown;
  };
}

/**
 * What creating the window needs from Electron: the BrowserWindow constructor,
 * nativeTheme and screen. Structural, so this file never loads Electron and is
 * tested in Node (test/unit/electron/main-window.test.ts).
 */
export interface WindowPlatform<W extends MainWindowLike> {
  createWindow(options: BrowserWindowConstructorOptions): W;
  readonly nativeTheme: {
    readonly shouldUseDarkColors: boolean;
    on(event: 'updated', listener: () => void): unknown;
    off(event: 'updated', listener: () => void): unknown;
  };
  readonly screen: { getPrimaryDisplay(): { readonly workAreaSize: Size } };
}

export interface MainWindowInput {
  readonly preloadPath: string;
  readonly isPackaged: boolean;
  readonly source: RendererSource;
  readonly title: string;
}

/**
 * Creates the app's one window with the hardened preferences of
 * window-options.ts, shows it once the first paint is ready and loads the
 * renderer (app://freight-desk, or the dev server in development).
 */
export function createMainWindow<W extends MainWindowLike>(platform: WindowPlatform<W>, input: MainWindowInput): W {
  const { nativeTheme } = platform;
  const window = platform.createWindow(
    buildMainWindowOptions({
      preloadPath: input.preloadPath,
      isPackaged: input.isPackaged,
      prefersDark: nativeTheme.shouldUseDarkColors,
      workArea: platform.screen.getPrimaryDisplay().workAreaSize,
      title: input.title,
    }),
  );
  window.once('ready-to-show', () => window.show());
  // If the page cannot load at all, show the window anyway: a visible blank window
  // (with the menu's reload) beats an app that runs with no window at all.
  window.webContents.on('did-fail-load', (_event, _code, _description, _url, isMainFrame) => {
    if (isMainFrame && !window.isDestroyed() && !window.isVisible()) window.show();
  });
  // Follow the OS switching between light and dark while the app runs.
  const onThemeUpdated = () => window.setBackgroundColor(windowBackgroundColor(nativeTheme.shouldUseDarkColors));
  nativeTheme.on('updated', onThemeUpdated);
  window.once('closed', () => nativeTheme.off('updated', onThemeUpdated));
  window.loadURL(input.source.url).catch((error: unknown) => {
    console.error('[freight-desk] could not load the window:', error);
  });
  return window;
}

/** The part of BrowserWindow that bringing it to the front uses. */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  isVisible(): boolean;
  show(): void;
  focus(): void;
}

/** Brings the window to the front (a second launch, or the dock icon on macOS). */
export function focusWindow(window: FocusableWindow): void {
  if (window.isMinimized()) window.restore();
  if (!window.isVisible()) window.show();
  window.focus();
}
