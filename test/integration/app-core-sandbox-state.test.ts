import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryKeychain } from '../helpers/memory-keychain';
import { bookBoxes, clientFor, type Json } from '../sandbox/helpers';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * The embedded sandbox is the operator's first day: it starts with the demo
 * history, and what the operator books there stays, across a restart of the
 * app (or the web harness) on the same data folder.
 */
describe("the app's embedded sandbox keeps its state in the data folder", () => {
  const folders: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-core-sandbox-'));
    folders.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });
  const open = (dir: string, sandbox: { demoHistory?: boolean } = {}) =>
    createAppCoreAtTestMoment({ dataDir: dir, keychain: memoryKeychain(), sandbox });

  it('a booking made in one run is there in the next, beside the demo history, which is not written twice', async () => {
    const dir = await dataDir();
    const first = await open(dir);
    const c1 = await clientFor(first.sandbox);
    const history = (await c1.get('/v1/tracking/shipments')).body.shipments as Json[];
    expect(history.length).toBeGreaterThanOrEqual(40);
    const booked = await bookBoxes(c1, { goodsValue: 4242 });
    await first.close();

    const second = await open(dir);
    try {
      const c2 = await clientFor(second.sandbox);
      const list = (await c2.get('/v1/tracking/shipments')).body.shipments as Json[];
      expect(list.find((s) => s.shipmentId === booked.shipmentId)?.shipmentCode).toBe(booked.shipmentCode);
      expect(list.length).toBe(history.length + 1);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('starts an empty account when told to (demoHistory: false)', async () => {
    const core = await open(await dataDir(), { demoHistory: false });
    try {
      const c = await clientFor(core.sandbox);
      expect((await c.get('/v1/tracking/shipments')).body.shipments).toEqual([]);
    } finally {
      await core.close();
    }
  });
});
