import { channelNames } from '@shared/ipc/channel-names';
import type { ChannelName } from '@shared/ipc/contract';
import { expect, test } from '../support/desk';

/**
 * The preload's bridge in the real window (src/preload, over Electron's IPC
 * to src/main/electron/ipc-transport.ts): window.freightDesk offers every
 * channel of the contract, and each group of channels is answered by main,
 * a harmless read with its answer, a call it cannot take with main's message
 * saying why. Events come back over the same bridge.
 */

type GroupOf<C> = C extends `${infer G}.${string}` ? G : never;
type Group = GroupOf<ChannelName>;

/** One call per group: a new group of channels fails the type check here until it has its call. */
const ONE_CALL_PER_GROUP: Record<Group, { channel: ChannelName; input?: unknown; answer: 'value' | 'validation' }> = {
  profiles: { channel: 'profiles.list', answer: 'value' },
  session: { channel: 'session.status', answer: 'value' },
  rating: { channel: 'rating.details', input: { rateId: '' }, answer: 'validation' },
  quotes: { channel: 'quotes.list', answer: 'value' },
  booking: { channel: 'booking.pickupTimes', input: {}, answer: 'validation' },
  tracking: { channel: 'tracking.shipments', input: { limit: 1 }, answer: 'value' },
  documents: { channel: 'documents.list', input: {}, answer: 'validation' },
  tariffs: { channel: 'tariffs.report', input: {}, answer: 'validation' },
  lookups: { channel: 'lookups.containers', answer: 'value' },
  files: { channel: 'files.save', input: {}, answer: 'validation' },
  app: { channel: 'app.setScreens', input: { screens: 'none' }, answer: 'validation' },
  sync: { channel: 'sync.status', answer: 'value' },
  settings: { channel: 'settings.get', answer: 'value' },
  drafts: { channel: 'drafts.get', input: {}, answer: 'validation' },
  today: { channel: 'today.overview', answer: 'value' },
  pricing: { channel: 'pricing.rules', answer: 'value' },
};

test('window.freightDesk offers every channel, and main answers each group of them', async ({ desk }) => {
  const { window } = desk;
  const offered = await window.evaluate(() => {
    // The page's global, which the preload gave window.freightDesk.
    const bridge = (globalThis as unknown as { freightDesk: Record<string, unknown> }).freightDesk;
    return Object.entries(bridge).flatMap(([area, methods]) =>
      typeof methods === 'function'
        ? [area]
        : Object.entries(methods as Record<string, unknown>)
            .filter(([, method]) => typeof method === 'function')
            .map(([method]) => `${area}.${method}`),
    );
  });
  expect(offered.sort()).toEqual([...channelNames, 'on'].sort());

  for (const [group, call] of Object.entries(ONE_CALL_PER_GROUP)) {
    const answer = await window.evaluate(async ({ channel, input }) => {
      // A channel name is `<area>.<method>`.
      const [area, method] = channel.split('.') as [string, string];
      type Channel = (input?: unknown) => Promise<{ ok: boolean; error?: { code: string; message: string } }>;
      // The page's global, which the preload gave window.freightDesk.
      const bridge = (globalThis as unknown as { freightDesk: Record<string, Record<string, Channel>> }).freightDesk;
      return bridge[area]![method]!(input);
    }, call);
    if (call.answer === 'value') expect(answer, `${group}: ${call.channel}`).toMatchObject({ ok: true });
    else {
      expect(answer, `${group}: ${call.channel}`).toMatchObject({ ok: false, error: { code: 'validation' } });
      expect(answer.error?.message, `${group}: main says why`).toBeTruthy();
    }
  }

  // Main's events reach the page: a sync started announces itself.
  const announced = await window.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        type Bridge = {
          on(event: string, listener: (payload: unknown) => void): () => void;
          sync: { start(): Promise<{ ok: boolean }> };
        };
        // The page's global, which the preload gave window.freightDesk.
        const bridge = (globalThis as unknown as { freightDesk: Bridge }).freightDesk;
        const stop = bridge.on('sync.changed', () => {
          stop();
          resolve(true);
        });
        bridge.sync.start().catch(reject);
      }),
  );
  expect(announced).toBe(true);
});
