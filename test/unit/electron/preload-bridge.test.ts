import { describe, expect, it } from 'vitest';
import { createPreloadBridge, type IpcRendererLike } from '@preload/ipc-bridge';
import { channelNames } from '@shared/ipc/contract';
import { EVENT_CHANNEL } from '@shared/ipc/event-channel';
import { ok } from '@shared/ipc/result';

type Listener = (event: unknown, ...args: unknown[]) => void;

/** An in-memory ipcRenderer: records invokes and lets the test emit events as main would. */
function fakeIpc() {
  const invoked: Array<{ channel: string; args: unknown[] }> = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc: IpcRendererLike = {
    invoke: async (channel, ...args) => {
      invoked.push({ channel, args });
      return ok({ channel });
    },
    on: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(listener);
    },
    removeListener: (channel, listener) => {
      listeners.get(channel)?.delete(listener);
    },
  };
  const ipcRendererEvent = { sender: { send: () => 'ipcRenderer itself' }, ports: [] };
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener(ipcRendererEvent, ...args);
  };
  const count = (channel: string) => listeners.get(channel)?.size ?? 0;
  return { ipc, invoked, emit, count };
}

describe('window.freightDesk built by the preload', () => {
  it('has one function per channel of the contract, each invoking that channel with its input', async () => {
    const { ipc, invoked } = fakeIpc();
    const bridge = createPreloadBridge(ipc) as unknown as Record<
      string,
      Record<string, (input?: unknown) => Promise<unknown>>
    >;
    for (const name of channelNames) {
      const [area, method] = name.split('.') as [string, string];
      await expect(bridge[area]?.[method]?.({ probe: name })).resolves.toEqual(ok({ channel: name }));
    }
    expect(invoked).toEqual(channelNames.map((name) => ({ channel: name, args: [{ probe: name }] })));
  });

  it('exposes nothing but the areas of the contract and `on`', () => {
    const bridge = createPreloadBridge(fakeIpc().ipc);
    const areas = new Set(channelNames.map((name) => name.split('.')[0]));
    expect(new Set(Object.keys(bridge))).toEqual(new Set([...areas, 'on']));
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('gives a listener only the payload of events with its name', () => {
    const { ipc, emit } = fakeIpc();
    const bridge = createPreloadBridge(ipc);
    const received: unknown[][] = [];
    bridge.on('session.changed', (...args: unknown[]) => received.push(args));
    emit(EVENT_CHANNEL, 'profiles.changed', [{ id: 'p1' }]);
    emit(EVENT_CHANNEL, 'session.changed', { state: 'connected' });
    emit('some-other-channel', 'session.changed', { state: 'error' });
    expect(received).toEqual([[{ state: 'connected' }]]);
  });

  it('stops delivering after unsubscribe, and unsubscribing twice is harmless', () => {
    const { ipc, emit, count } = fakeIpc();
    const bridge = createPreloadBridge(ipc);
    const received: unknown[] = [];
    const off = bridge.on('session.changed', (payload) => received.push(payload));
    expect(count(EVENT_CHANNEL)).toBe(1);
    off();
    off();
    emit(EVENT_CHANNEL, 'session.changed', { state: 'connected' });
    expect(received).toEqual([]);
    expect(count(EVENT_CHANNEL)).toBe(0);
  });
});
