import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_URL } from '@main/electron/app-origin';
import { createMainWindow, type MainWindowInput } from '@main/electron/main-window';
import { windowBackgroundColor } from '@main/electron/window-options';
import { fakeWindowPlatform } from './helpers/fake-electron';

// main-window.ts must load in plain Node: importing Electron at run time would fail here.
vi.mock('electron', () => {
  throw new Error('main-window.ts imports electron at run time; only `import type` may name it');
});

const input: MainWindowInput = {
  preloadPath: '/app/out/preload/index.js',
  isPackaged: true,
  source: { kind: 'app-protocol', url: APP_ENTRY_URL },
  title: 'Freight Desk',
};

function openWindow(options: Parameters<typeof fakeWindowPlatform>[0] = {}, windowInput = input) {
  const fake = fakeWindowPlatform(options);
  createMainWindow(fake.platform, windowInput);
  expect(fake.created).toHaveLength(1);
  return { ...fake, window: fake.created[0]! };
}

describe('createMainWindow', () => {
  it('creates the window with the hardened web preferences and the preload it was given', () => {
    const { window } = openWindow();
    expect(window.options).toMatchObject({
      title: 'Freight Desk',
      show: false,
      webPreferences: {
        preload: '/app/out/preload/index.js',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        webviewTag: false,
        navigateOnDragDrop: false,
        disableBlinkFeatures: 'Auxclick',
        safeDialogs: true,
        devTools: false,
      },
    });
  });

  it('offers developer tools only in a development build', () => {
    const { window } = openWindow({}, { ...input, isPackaged: false });
    expect(window.options).toMatchObject({ webPreferences: { devTools: true, sandbox: true, contextIsolation: true } });
  });

  it('sizes the window to the screen and paints the background of the OS theme', () => {
    const { window } = openWindow({ prefersDark: true, workArea: { width: 1366, height: 728 } });
    expect(window.options).toMatchObject({
      width: 1366,
      height: 728,
      backgroundColor: windowBackgroundColor(true),
    });
  });

  it('loads the renderer and shows the window only at its first paint', () => {
    const { window } = openWindow();
    expect(window.state.loaded).toEqual([APP_ENTRY_URL]);
    expect(window.state.visible).toBe(false);
    window.emit('ready-to-show');
    expect(window.state.visible).toBe(true);
  });

  it('shows the window when its page cannot load, but not for a failing sub-frame', () => {
    const { window } = openWindow();
    window.failToLoad(false);
    expect(window.state.visible).toBe(false);
    window.failToLoad(true);
    expect(window.state.visible).toBe(true);
  });

  it('follows the OS theme while open, and stops listening once closed', () => {
    const { window, switchTheme, themeListeners } = openWindow();
    switchTheme(true);
    expect(window.state.background).toBe(windowBackgroundColor(true));
    switchTheme(false);
    expect(window.state.background).toBe(windowBackgroundColor(false));
    window.emit('closed');
    expect(themeListeners.size).toBe(0);
  });
});
