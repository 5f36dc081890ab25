import { describe, expect, it } from 'vitest';
import { BookingActivity } from '@main/desk-activity';
import { UpdateFlow, type UpdateCheck, type UpdaterPort } from '@main/updates/update-flow';
import { ManualTimers } from '../../helpers/manual-timers';

/*
 * The flow's decisions with an updater that answers as told. The updater's
 * own work (the feed, the version comparison, the download and its checksum)
 * is tested against a served feed in test/integration/update-feed.test.ts.
 */

function setUp(answers: Array<UpdateCheck | Error>, options: { restart?: boolean } = {}) {
  const timers = new ManualTimers();
  const calls: string[] = [];
  const log: string[] = [];
  const drafts = { booking: 0 };
  const activity = new BookingActivity(() => drafts.booking);
  const updater: UpdaterPort = {
    checkForUpdates: async () => {
      calls.push('check');
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer ?? null;
    },
    downloadUpdate: async () => {
      calls.push('download');
      return [];
    },
    quitAndInstall: () => calls.push('quitAndInstall'),
  };
  let onAsk: () => void = () => undefined;
  const flow = new UpdateFlow({
    updater,
    activity,
    timers,
    log: { info: (m) => log.push(m), error: (c, e) => log.push(`${c}: ${(e as Error).message}`) },
    prompt: {
      askToRestart: async (version) => {
        calls.push(`ask ${version}`);
        onAsk();
        return options.restart ?? true;
      },
    },
    firstCheckAfterMs: 1_000,
    checkEveryMs: 10_000,
    busyRetryMs: 100,
  });
  return { flow, timers, calls, log, drafts, activity, whenAsked: (run: () => void) => (onAsk = run) };
}

const newer: UpdateCheck = { isUpdateAvailable: true, updateInfo: { version: '0.2.0' } };
const same: UpdateCheck = { isUpdateAvailable: false, updateInfo: { version: '0.1.0' } };

describe('the update flow', () => {
  it('checks a while after the start, then every few hours while nothing is newer', async () => {
    const { flow, timers, calls } = setUp([same, same, newer]);
    flow.start();
    await timers.advance(999);
    expect(calls).toEqual([]);
    await timers.advance(1);
    expect(calls).toEqual(['check']);
    await timers.advance(10_000);
    await timers.advance(10_000);
    expect(calls).toEqual(['check', 'check', 'check', 'download', 'ask 0.2.0', 'quitAndInstall']);
  });

  it('tries again at the next check after a failure, and logs it', async () => {
    const { flow, timers, calls, log } = setUp([new Error('getaddrinfo ENOTFOUND updates.example.com'), same]);
    await flow.checkNow();
    expect(log).toEqual(['updates: getaddrinfo ENOTFOUND updates.example.com']);
    await timers.advance(10_000);
    expect(calls).toEqual(['check', 'check']);
  });

  it('does not restart into the update while a booking that started behind the prompt is being sent', async () => {
    const { flow, timers, calls, activity, whenAsked } = setUp([newer]);
    let finishBooking: () => void = () => undefined;
    whenAsked(() => {
      void activity.track('booking.book', new Promise<void>((resolve) => (finishBooking = resolve)));
    });
    await flow.checkNow();
    expect(calls).toEqual(['check', 'download', 'ask 0.2.0']);
    await timers.advance(500);
    expect(calls).not.toContain('quitAndInstall');
    finishBooking();
    await timers.advance(100);
    expect(calls.at(-1)).toBe('quitAndInstall');
  });

  it('after Later, asks no more and leaves the install to the next quit', async () => {
    const { flow, timers, calls, log } = setUp([newer], { restart: false });
    await flow.checkNow();
    await timers.advance(100_000);
    expect(calls).toEqual(['check', 'download', 'ask 0.2.0']);
    expect(flow.phase).toEqual({ phase: 'ready', version: '0.2.0', declined: true });
    expect(log.at(-1)).toBe('updates: restart declined; 0.2.0 installs when Freight Desk quits');
    expect(timers.pending()).toBe(0);
  });

  it('logs a long wait for a booking form once, and stops looking when stopped', async () => {
    const { flow, timers, calls, log, drafts } = setUp([newer]);
    drafts.booking = 1;
    await flow.checkNow();
    await timers.advance(1_000);
    expect(log.filter((line) => line.includes('waits'))).toEqual([
      'updates: the restart prompt waits: a booking form holds input not yet booked',
    ]);
    flow.stop();
    drafts.booking = 0;
    await timers.advance(1_000);
    expect(calls).toEqual(['check', 'download']);
  });
});
