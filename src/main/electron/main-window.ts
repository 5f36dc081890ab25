import { BrowserWindow, nativeTheme, screen } from 'electron';
import type { RendererSource } from './renderer-source';
import { buildMainWindowOptions, windowBackgroundColor } from './window-options';

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
export function createMainWindow(input: MainWindowInput): BrowserWindow {
  const window = new BrowserWindow(
    buildMainWindowOptions({
      preloadPath: input.preloadPath,
      isPackaged: input.isPackaged,
      prefersDark: nativeTheme.shouldUseDarkColors,
      workArea: screen.getPrimaryDisplay().workAreaSize,
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

/** Brings the window to the front (a second launch, or the dock icon on macOS). */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  if (!window.isVisible()) window.show();
  window.focus();
}
