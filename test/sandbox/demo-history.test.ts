import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { clientFor, expectContract, start, type Client, type Json } from './helpers';

/** What an operator sees of the list, without the ids (fresh UUIDs, as every booking's). */
const listView = (shipments: Json[]) =>
  shipments.map((s) => [s.shipmentCode, s.shipmentType, s.trackingStatus, s.agency, s.price, s.origin.city]);

describe('the demo account on a first start (demoHistory)', () => {
  let sb: RunningSandbox;
  let c: Client;
  let shipments: Json[];
  beforeAll(async () => {
    sb = await start({ demoHistory: true });
    c = await clientFor(sb);
    const list = await c.get('/v1/tracking/shipments');
    expectContract('tracking.shipments', list.body);
    shipments = list.body.shipments;
  }, 60_000);
  afterAll(() => sb.close());

  it('holds several dozen shipments of boxes, pallets, FCL and LCL', () => {
    expect(shipments.length).toBeGreaterThanOrEqual(40);
    expect(shipments.length).toBeLessThanOrEqual(60);
    expect(new Set(shipments.map((s) => s.shipmentType))).toEqual(new Set(['Box', 'Pallet', 'FCL', 'LCL']));
  });

  it('shows shipments in many tracking states: delivered, moving, just booked, unconfirmed, tracking off', () => {
    const states = new Set(shipments.map((s) => s.trackingStatus));
    for (const state of ['Delivered', 'Confirmed', 'Booked', 'None', 'InTransit']) expect(states).toContain(state);
    // The sea voyage's own states (which ones depends on the hour the clock shows, never fewer than these).
    const seaStates = ['PickedUp', 'GateIn', 'Loaded', 'Departed', 'Arrived', 'Discharged', 'CustomsCleared'];
    expect(seaStates.filter((s) => states.has(s)).length).toBeGreaterThanOrEqual(5);
    expect(new Set(shipments.map((s) => s.customsStatus))).toEqual(new Set([null, 'Pending', 'Cleared']));
  });

  it('gives each shipment its messages and its document checklist, some documents validated, some waiting', async () => {
    const validation = new Map<string, number>();
    for (const s of shipments) {
      const docs = (await c.get(`/v1/documents/shipment/${s.shipmentId}`)).body as Json[];
      for (const d of docs)
        validation.set(String(d.validationStatus), (validation.get(String(d.validationStatus)) ?? 0) + 1);
    }
    expect(validation.get('Validated')).toBeGreaterThan(20);
    expect(validation.get('None')).toBeGreaterThan(0);
    expect(validation.get('null')).toBeGreaterThan(0);
    const delivered = shipments.find((s) => s.trackingStatus === 'Delivered' && s.shipmentType === 'FCL');
    const messages = (await c.get(`/v1/tracking/shipment/${delivered.shipmentCode}/messages`)).body as Json[];
    expect(messages.map((m) => m.status)).toEqual(expect.arrayContaining(['Booked', 'Departed', 'Delivered']));
  });

  it('has saved quotes, some of them expired', async () => {
    const quotes = (await c.get('/v1/quotes')).body as Json[];
    const now = sb.clock.operatorNow();
    const expired = quotes.filter((q) => Date.parse(q.expirationDate) < now);
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length).toBeLessThan(quotes.length);
  });

  it('is the same history on every first start at the same moment', async () => {
    const again = await start({ demoHistory: true });
    try {
      const list = (await (await clientFor(again)).get('/v1/tracking/shipments')).body.shipments;
      expect(listView(list)).toEqual(listView(shipments));
    } finally {
      await again.close();
    }
  }, 60_000);
});

describe('demoHistory and a kept state', () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-sandbox-demo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is written once: a restart keeps it and adds nothing; without the option an account starts empty', async () => {
    const first = await start({ demoHistory: true, dataDir: dir });
    const before = (await (await clientFor(first)).get('/v1/tracking/shipments')).body.shipments as Json[];
    await first.close();
    const second = await start({ demoHistory: true, dataDir: dir });
    const after = (await (await clientFor(second)).get('/v1/tracking/shipments')).body.shipments as Json[];
    await second.close();
    expect(after.map((s) => s.shipmentId)).toEqual(before.map((s) => s.shipmentId));

    const plain = await start();
    expect((await (await clientFor(plain)).get('/v1/tracking/shipments')).body.shipments).toEqual([]);
    await plain.close();
  }, 60_000);
});
