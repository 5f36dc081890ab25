import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWebBridge } from '@harness/bridge-bundle';
import type { CoreChannels } from '@main/ipc/core-channels';
import { startHarnessServer, type RunningHarness } from '@harness/server';
import { channelNames, type EventName } from '@shared/ipc/contract';
import { ok, type IpcResult } from '@shared/ipc/result';
import { CHROMIUM, CHROMIUM_LAUNCH } from '../../helpers/chromium';

/**
 * The browser half of the harness, in the tests' Chromium (helpers/chromium.ts): the bridge script
 * must install window.freightDesk before the app's module runs, carry calls
 * (bytes included) and deliver main's events. A stand-in core echoes calls.
 */
class EchoCore implements CoreChannels {
  private readonly listeners = new Set<(event: EventName, payload: unknown) => void>();
  async invoke(channel: string, input: unknown): Promise<IpcResult<unknown>> {
    return ok({ channel, input });
  }
  onEvent(listener: (event: EventName, payload: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(event: EventName, payload: unknown): void {
    for (const listener of this.listeners) listener(event, payload);
  }
  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** The page's globals, as the callbacks below see them (they run in the browser). */
type PageGlobals = Record<string, unknown> & {
  freightDesk: Record<string, Record<string, (input?: unknown) => Promise<IpcResult<unknown>>>> & {
    on(event: string, listener: (payload: unknown) => void): () => void;
  };
  received: unknown[];
  bridgeSeenByApp: string;
};

// Without a Chromium, npm test's preflight has already said so in one line.
describe.skipIf(!CHROMIUM.found)('web bridge in Chromium', () => {
  let workDir: string;
  let browser: Browser;
  let harness: RunningHarness;
  let core: EchoCore;
  let page: Page;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'web-bridge-test-'));
    const rendererDir = path.join(workDir, 'renderer');
    await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(rendererDir, 'index.html'),
      '<!doctype html><html><head><title>FD</title><script type="module" src="./assets/app.js"></script></head><body></body></html>',
    );
    // The "app": notes whether the bridge existed when it started, as the real app checks.
    await writeFile(
      path.join(rendererDir, 'assets', 'app.js'),
      'globalThis.bridgeSeenByApp = typeof window.freightDesk;',
    );
    core = new EchoCore();
    harness = await startHarnessServer({ core, rendererDir, bridgeScript: await bundleWebBridge(), port: 0 });
    browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args] });
    page = await browser.newPage();
    await page.goto(harness.url);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await harness?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('installs window.freightDesk before the app starts, read-only, with one function per channel', async () => {
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as PageGlobals).bridgeSeenByApp)).toBe('object');
    const shape = await page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      const names = Object.keys(g.freightDesk)
        .filter((area) => area !== 'on')
        .flatMap((area) => Object.keys(g.freightDesk[area]!).map((method) => `${area}.${method}`));
      const descriptor = Object.getOwnPropertyDescriptor(g, 'freightDesk');
      return {
        names,
        writable: descriptor?.writable,
        configurable: descriptor?.configurable,
        require: typeof g.require,
        process: typeof g.process,
      };
    });
    expect(shape.names.sort()).toEqual([...channelNames].sort());
    expect(shape).toMatchObject({ writable: false, configurable: false, require: 'undefined', process: 'undefined' });
  });

  it('carries a call and its bytes to the core and back', async () => {
    const result = await page.evaluate(async () => {
      const g = globalThis as unknown as PageGlobals;
      const answer = await g.freightDesk.profiles!.save!({ name: 'Desk', file: new Uint8Array([1, 2, 255]) });
      const value = answer.ok ? (answer.value as { channel: string; input: { name: string; file: Uint8Array } }) : null;
      return {
        channel: value?.channel,
        name: value?.input.name,
        isBytes: value?.input.file instanceof Uint8Array,
        bytes: value ? [...value.input.file] : [],
      };
    });
    expect(result).toEqual({ channel: 'profiles.save', name: 'Desk', isBytes: true, bytes: [1, 2, 255] });
  });

  it("delivers main's events to the page's listeners", async () => {
    await page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      g.received = [];
      g.freightDesk.on('session.changed', (payload) => g.received.push(payload));
    });
    await expect.poll(() => core.listenerCount).toBeGreaterThan(0);
    core.emit('session.changed', { profileId: 'sandbox', state: 'connected' });
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as PageGlobals).received))
      .toEqual([{ profileId: 'sandbox', state: 'connected' }]);
  });

  it('shows the refusal page, and no bridge, when opened without the secret', async () => {
    const other = await browser.newPage();
    try {
      const response = await other.goto(harness.origin + '/');
      expect(response?.status()).toBe(403);
      await expect.poll(() => other.textContent('body')).toContain('npm run web');
      expect(await other.evaluate(() => typeof (globalThis as Record<string, unknown>).freightDesk)).toBe('undefined');
    } finally {
      await other.close();
    }
  });
});
