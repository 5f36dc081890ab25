import { describe, expect, it } from 'vitest';
import {
  createChannelHandler,
  UNTRUSTED_SENDER_CODE,
  type IpcInvokeEventLike,
} from '@main/electron/ipc-channel-handler';
import type { IpcResult } from '@shared/ipc/result';
import { ok } from '@shared/ipc/result';

const appWebContents = { id: 1 };
const otherWebContents = { id: 2 };
const mainFrame = { url: 'app://freight-desk/index.html', parent: null };

function setup(invokeImpl?: (channel: string, input: unknown) => Promise<IpcResult<unknown>>) {
  const calls: Array<{ channel: string; input: unknown }> = [];
  const refused: Array<{ channel: string; url: string | null }> = [];
  const handler = createChannelHandler({
    channel: 'lookups.ports',
    invoke: async (channel, input) => {
      calls.push({ channel, input });
      return invokeImpl ? invokeImpl(channel, input) : ok({ echoed: input });
    },
    isAppWebContents: (sender) => sender === appWebContents,
    onRefused: (channel, url) => refused.push({ channel, url }),
  });
  return { handler, calls, refused };
}

describe('an IPC channel handler', () => {
  it('hands a message from the app window to the router and returns its envelope', async () => {
    const { handler, calls } = setup();
    const event: IpcInvokeEventLike = { sender: appWebContents, senderFrame: mainFrame };
    await expect(handler(event, { cityName: 'Valencia' })).resolves.toEqual(ok({ echoed: { cityName: 'Valencia' } }));
    expect(calls).toEqual([{ channel: 'lookups.ports', input: { cityName: 'Valencia' } }]);
  });

  it.each<[string, IpcInvokeEventLike]>([
    [
      'an iframe of the app window',
      { sender: appWebContents, senderFrame: { url: 'app://freight-desk/x.html', parent: mainFrame } },
    ],
    ['another window', { sender: otherWebContents, senderFrame: mainFrame }],
    [
      'a foreign page in the app window',
      { sender: appWebContents, senderFrame: { url: 'https://evil.example/', parent: null } },
    ],
    ['a frame that is gone', { sender: appWebContents, senderFrame: null }],
  ])('refuses %s without reaching the router', async (_label, event) => {
    const { handler, calls, refused } = setup();
    const result = await handler(event, { cityName: 'Valencia' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(UNTRUSTED_SENDER_CODE);
    expect(calls).toEqual([]);
    expect(refused).toHaveLength(1);
  });

  it('still answers with an envelope if the router throws', async () => {
    const { handler } = setup(() => Promise.reject(new Error('boom with secret details')));
    const result = await handler({ sender: appWebContents, senderFrame: mainFrame }, undefined);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('internal');
    expect(JSON.stringify(result)).not.toContain('secret');
  });
});
