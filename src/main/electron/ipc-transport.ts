import type { BrowserWindow } from 'electron';
import { ipcMain } from 'electron';
import { channelNames } from '@shared/ipc/contract';
import { EVENT_CHANNEL } from '@shared/ipc/event-channel';
import type { CoreChannels } from '@main/ipc/core-channels';
import { createChannelHandler } from './ipc-channel-handler';
import { isTrustedSender } from './trusted-sender';

export interface IpcTransportOptions {
  readonly core: CoreChannels;
  /** The app's window right now (it can be re-created on macOS), or null. */
  readonly getWindow: () => BrowserWindow | null;
  readonly devServerOrigin: string | undefined;
}

/**
 * Binds the IPC contract to Electron: one ipcMain.handle per channel of the
 * table (so an unknown channel has no handler at all), each checking the
 * sender before the router sees the message; and core events forwarded to the
 * window on EVENT_CHANNEL. Returns the function that undoes both.
 */
export function startIpcTransport(options: IpcTransportOptions): () => void {
  const { core, getWindow, devServerOrigin } = options;
  const isAppWebContents = (sender: unknown): boolean => {
    const window = getWindow();
    return window !== null && !window.isDestroyed() && sender === window.webContents;
  };

  for (const channel of channelNames) {
    ipcMain.handle(
      channel,
      createChannelHandler({
        channel,
        invoke: (name, input) => core.invoke(name, input),
        isAppWebContents,
        devServerOrigin,
        onRefused: (name, frameUrl) =>
          console.warn(`[freight-desk] refused IPC ${name} from ${frameUrl ?? 'a closed frame'}`),
      }),
    );
  }

  const stopEvents = core.onEvent((event, payload) => {
    const window = getWindow();
    if (window === null || window.isDestroyed()) return;
    // Events go only to the app's own page, never to whatever else the frame might show.
    if (!isTrustedSender(window.webContents.mainFrame.url, { isMainFrame: true, devServerOrigin })) return;
    window.webContents.send(EVENT_CHANNEL, event, payload);
  });

  return () => {
    stopEvents();
    for (const channel of channelNames) ipcMain.removeHandler(channel);
  };
}
