import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/**
 * The renderer's process settings. Every one is explicit (even where it matches
 * Electron's default) so a reader, a test and electronegativity can see the
 * security posture without knowing the defaults of this Electron version.
 */
export function buildWebPreferences(options: { preloadPath: string; isPackaged: boolean }): WebPreferences {
  return {
    preload: options.preloadPath,
    // The page and the preload run in separate JavaScript worlds: the page sees
    // only what contextBridge exposes (window.freightDesk), never ipcRenderer.
    contextIsolation: true,
    // The renderer process runs in the OS sandbox with no Node.js.
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    // Dropping a file the page does not handle must not navigate the window to file://.
    navigateOnDragDrop: false,
    // Middle-click must not open links in a new window.
    disableBlinkFeatures: 'Auxclick',
    safeDialogs: true,
    // Developer tools only in a development build; the View menu offers them there too.
    devTools: !options.isPackaged,
  };
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_WINDOW_SIZE: Size = { width: 1440, height: 900 };
/** The smallest size at which the booking and rating forms still fit beside the list. */
export const MIN_WINDOW_SIZE: Size = { width: 1024, height: 700 };

/**
 * The first window size: the default, shrunk to the screen's work area on a
 * small screen (a 1366x768 laptop) so the window is never larger than the
 * screen; the minimum size too, when the screen is smaller than the minimum.
 */
export function fitWindowSize(workArea: Size): { size: Size; minSize: Size } {
  const width = Math.min(DEFAULT_WINDOW_SIZE.width, workArea.width);
  const height = Math.min(DEFAULT_WINDOW_SIZE.height, workArea.height);
  return {
    size: { width, height },
    minSize: { width: Math.min(MIN_WINDOW_SIZE.width, width), height: Math.min(MIN_WINDOW_SIZE.height, height) },
  };
}

/**
 * The window's background before the page paints: the renderer's --color-app
 * in light and dark (src/renderer/src/styles/tokens.css), so there is no white
 * flash in dark mode. Keep the two in step.
 */
export const WINDOW_BACKGROUND = { light: '#f5f6f8', dark: '#121418' } as const;

export function windowBackgroundColor(prefersDark: boolean): string {
  return prefersDark ? WINDOW_BACKGROUND.dark : WINDOW_BACKGROUND.light;
}

export interface MainWindowOptionsInput {
  readonly preloadPath: string;
  readonly isPackaged: boolean;
  readonly prefersDark: boolean;
  readonly workArea: Size;
  readonly title: string;
}

export function buildMainWindowOptions(input: MainWindowOptionsInput): BrowserWindowConstructorOptions {
  const { size, minSize } = fitWindowSize(input.workArea);
  return {
    title: input.title,
    width: size.width,
    height: size.height,
    minWidth: minSize.width,
    minHeight: minSize.height,
    // Shown on ready-to-show: no half-painted window.
    show: false,
    backgroundColor: windowBackgroundColor(input.prefersDark),
    webPreferences: buildWebPreferences({ preloadPath: input.preloadPath, isPackaged: input.isPackaged }),
  };
}
