import { describe, expect, it } from 'vitest';
import { buildBridge } from '@shared/ipc/bridge';
import { channelNames, type ChannelName, type EventName } from '@shared/ipc/contract';
import { fail, ok, type IpcResult } from '@shared/ipc/result';
import type { SessionStatus } from '@shared/ipc/session';
import { AppError, createApi, subscribe } from '@renderer/lib/api';

const sandboxStatus: SessionStatus = {
  profileId: 'sandbox',
  profileName: 'Sandbox',
  state: 'connected',
  since: '2025-03-01T10:00:00.000Z',
  lastSuccessAt: '2025-03-01T10:00:00.000Z',
  nextRetryAt: null,
  generation: 0,
  revision: 1,
};

/** A bridge built the way the preload builds it, answering from a table of results. */
function bridgeAnswering(answers: Partial<Record<ChannelName, () => Promise<IpcResult<unknown>>>>) {
  const calls: Array<{ channel: ChannelName; input: unknown }> = [];
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const bridge = buildBridge(
    channelNames,
    async (channel, input) => {
      calls.push({ channel, input });
      const answer = answers[channel];
      return answer ? answer() : fail({ code: 'internal', message: `no answer for ${channel}` });
    },
    (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  );
  const emit = (event: EventName, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
  return { bridge, calls, emit };
}

describe('createApi', () => {
  it('returns the value of a successful call and passes the input through', async () => {
    const { bridge, calls } = bridgeAnswering({
      'lookups.ports': async () => ok([{ unLocCode: 'ESBCN', country: 'ES', city: 'Barcelona', rkstCode: 'ESBCN' }]),
    });
    const ports = await createApi(bridge).lookups.ports({ cityName: 'Barcelona' });
    expect(ports).toEqual([{ unLocCode: 'ESBCN', country: 'ES', city: 'Barcelona', rkstCode: 'ESBCN' }]);
    expect(calls).toEqual([{ channel: 'lookups.ports', input: { cityName: 'Barcelona' } }]);
  });

  it('throws an AppError carrying the code, message and details of a failed call', async () => {
    const problems = [{ path: 'baseUrl', message: 'Base URL must use https' }];
    const { bridge } = bridgeAnswering({
      'profiles.save': async () =>
        fail({ code: 'validation', message: 'baseUrl: Base URL must use https', details: { problems } }),
    });
    const error = await createApi(bridge)
      .profiles.save({ name: 'Staging', baseUrl: 'http://example.com' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'validation',
      message: 'baseUrl: Base URL must use https',
      details: { problems },
    });
  });

  it('turns a transport that rejects (no envelope at all) into an internal AppError', async () => {
    const { bridge } = bridgeAnswering({
      'session.status': () => Promise.reject(new Error('IPC channel closed')),
    });
    const error = await createApi(bridge)
      .session.status()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'internal', message: 'IPC channel closed' });
  });

  it('wraps every channel of the contract', () => {
    const api = createApi(bridgeAnswering({}).bridge) as unknown as Record<string, Record<string, unknown>>;
    for (const name of channelNames) {
      const [area, method] = name.split('.') as [string, string];
      expect(typeof api[area]?.[method], name).toBe('function');
    }
  });
});

describe('subscribe', () => {
  it('delivers events until unsubscribed', () => {
    const { bridge, emit } = bridgeAnswering({});
    const seen: SessionStatus[] = [];
    const stop = subscribe(bridge, 'session.changed', (status) => seen.push(status));
    emit('session.changed', sandboxStatus);
    stop();
    emit('session.changed', { ...sandboxStatus, state: 'signed-out' });
    expect(seen).toEqual([sandboxStatus]);
  });
});

describe('AppError.from', () => {
  it('keeps an AppError as it is and wraps anything else as internal', () => {
    const original = new AppError({ code: 'network', message: 'No connection' });
    expect(AppError.from(original)).toBe(original);
    expect(AppError.from('boom')).toMatchObject({ code: 'internal', message: 'Something unexpected happened.' });
  });
});
