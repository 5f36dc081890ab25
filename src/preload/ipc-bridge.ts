import { buildBridge, type FreightDeskBridge } from '@shared/ipc/bridge';
import { channelNames } from '@shared/ipc/channel-names';
import type { ChannelName, EventName } from '@shared/ipc/contract';
import { EVENT_CHANNEL } from '@shared/ipc/event-channel';
import type { IpcResult } from '@shared/ipc/result';

/**
 * The part of Electron's ipcRenderer the bridge uses. Structural, so this file
 * does not import electron and its behaviour is tested in plain Node.
 */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * window.freightDesk for the Electron renderer: one function per channel of the
 * contract, each a single ipcRenderer.invoke of that channel name; and `on`,
 * which hands a listener only the payload of the events of that name (never
 * the IpcRendererEvent, whose `sender` would give the page ipcRenderer itself).
 */
export function createPreloadBridge(ipc: IpcRendererLike): FreightDeskBridge {
  const invoke = (channel: ChannelName, input: unknown): Promise<IpcResult<unknown>> =>
    // The main handler always answers with an IpcResult envelope (ipc-channel-handler.ts).
    ipc.invoke(channel, input) as Promise<IpcResult<unknown>>;

  const subscribe = (event: EventName, listener: (payload: unknown) => void): (() => void) => {
    const onEvent = (_event: unknown, name: unknown, payload: unknown): void => {
      if (name === event) listener(payload);
    };
    ipc.on(EVENT_CHANNEL, onEvent);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      ipc.removeListener(EVENT_CHANNEL, onEvent);
    };
  };

  return buildBridge(channelNames, invoke, subscribe);
}
