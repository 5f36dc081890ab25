import { describe, expect, it } from 'vitest';
import {
  buildMainWindowOptions,
  buildWebPreferences,
  fitWindowSize,
  windowBackgroundColor,
} from '@main/electron/window-options';

describe('the renderer web preferences', () => {
  const packaged = buildWebPreferences({ preloadPath: '/app/out/preload/index.js', isPackaged: true });

  it('isolates the page from the preload and sandboxes it without Node', () => {
    expect(packaged.contextIsolation).toBe(true);
    expect(packaged.sandbox).toBe(true);
    expect(packaged.nodeIntegration).toBe(false);
    expect(packaged.nodeIntegrationInWorker).toBe(false);
    expect(packaged.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and every risky feature off', () => {
    expect(packaged.webSecurity).toBe(true);
    expect(packaged.allowRunningInsecureContent).toBe(false);
    expect(packaged.experimentalFeatures).toBe(false);
    expect(packaged.webviewTag).toBe(false);
    expect(packaged.navigateOnDragDrop).toBe(false);
    // Middle-click (auxclick) must not open links in a new window.
    expect(packaged.disableBlinkFeatures).toBe('Auxclick');
    expect(packaged.safeDialogs).toBe(true);
    expect(packaged).not.toHaveProperty('enableBlinkFeatures');
    expect(packaged).not.toHaveProperty('additionalArguments');
  });

  it('loads the preload it was given', () => {
    expect(packaged.preload).toBe('/app/out/preload/index.js');
  });

  it('offers developer tools only in development', () => {
    expect(packaged.devTools).toBe(false);
    expect(buildWebPreferences({ preloadPath: '/p.js', isPackaged: false }).devTools).toBe(true);
  });
});

describe('the main window', () => {
  const input = {
    preloadPath: '/app/out/preload/index.js',
    isPackaged: true,
    prefersDark: false,
    workArea: { width: 1920, height: 1080 },
    title: 'Freight Desk',
  };

  it('opens at 1440x900, no smaller than 1024x700, hidden until its first paint', () => {
    const options = buildMainWindowOptions(input);
    expect(options).toMatchObject({ width: 1440, height: 900, minWidth: 1024, minHeight: 700, show: false });
    expect(options.webPreferences?.sandbox).toBe(true);
  });

  it('fits a small laptop screen instead of overflowing it', () => {
    expect(fitWindowSize({ width: 1366, height: 728 })).toEqual({
      size: { width: 1366, height: 728 },
      minSize: { width: 1024, height: 700 },
    });
  });

  it('lowers the minimum size only when the screen itself is smaller', () => {
    expect(fitWindowSize({ width: 1000, height: 650 }).minSize).toEqual({ width: 1000, height: 650 });
  });

  it('paints the background of the theme the OS prefers', () => {
    expect(buildMainWindowOptions(input).backgroundColor).toBe(windowBackgroundColor(false));
    expect(buildMainWindowOptions({ ...input, prefersDark: true }).backgroundColor).toBe(windowBackgroundColor(true));
    expect(windowBackgroundColor(true)).not.toBe(windowBackgroundColor(false));
  });
});
