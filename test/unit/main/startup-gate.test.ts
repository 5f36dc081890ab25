import { describe, expect, it } from 'vitest';
import { StartupGate } from '@main/startup-gate';
import { ManualTimers } from '../../helpers/manual-timers';

function gateWith(timers: ManualTimers) {
  const gate = new StartupGate({ quietMs: 300, maxWaitMs: 3_000, timers });
  let opened = false;
  void gate.opened.then(() => (opened = true));
  return { gate, isOpen: async () => (await Promise.resolve(), await Promise.resolve(), opened) };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the startup gate', () => {
  it("opens once the first screen's calls are answered and quiet, not while one is in flight", async () => {
    const timers = new ManualTimers();
    const { gate, isOpen } = gateWith(timers);
    const page = deferred();
    const tracked = gate.track(page.promise);
    await timers.advance(1_000);
    expect(await isOpen()).toBe(false);
    page.resolve();
    await tracked;
    await timers.advance(299);
    expect(await isOpen()).toBe(false);
    // Another call in the quiet time starts the wait again.
    const status = deferred();
    const second = gate.track(status.promise);
    await timers.advance(500);
    expect(await isOpen()).toBe(false);
    status.resolve();
    await second;
    await timers.advance(300);
    expect(await isOpen()).toBe(true);
  });

  it('opens by itself after the longest wait, a window that never calls included', async () => {
    const timers = new ManualTimers();
    const { isOpen } = gateWith(timers);
    await timers.advance(2_999);
    expect(await isOpen()).toBe(false);
    await timers.advance(1);
    expect(await isOpen()).toBe(true);
  });

  it('opens at once when asked (a call needs the service), and then lets calls through untracked', async () => {
    const timers = new ManualTimers();
    const { gate, isOpen } = gateWith(timers);
    const pending = gate.track(deferred().promise);
    gate.open();
    expect(await isOpen()).toBe(true);
    expect(gate.isOpened).toBe(true);
    expect(timers.pending()).toBe(0);
    const after = Promise.resolve('answer');
    expect(gate.track(after)).toBe(after);
    void pending;
  });
});
