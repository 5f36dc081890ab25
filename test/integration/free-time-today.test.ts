import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import { ManualClock } from '@harness/manual-clock';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { FreeTimeItem, TodayOverview } from '@shared/ipc/channels/today';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import { statusWhen, syncIdle, value } from './helpers/core';
import { boxRatingBody, lclBookingBody, lclRatingBody } from './helpers/flows';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * A sea booking keeps the free-time conditions of the rate it was booked
 * from; after each sync main counts them down from the shipment's tracking
 * messages, announces the crossing into "48 hours left" and "past" once, and
 * the Today overview lists it with the changes since the operator's last look.
 * Main's clock and the sandbox's move together, by the test only.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let core: AppCore;
let dataDir: string;
let clock: ManualClock;
let booked: { shipmentId: string; shipmentCode: string };
const announced: ShipmentChange[] = [];

/** Time passes for both the desk and the service. */
function advance(ms: number): void {
  core.sandbox.clock.advance(ms);
  clock.advance(ms);
}

async function syncNow(): Promise<void> {
  await value(core, 'sync.start');
  await syncIdle(core);
}

const freeTime = async () =>
  (await value<FreeTimeItem[]>(core, 'today.freeTime')).find((i) => i.shipmentId === booked.shipmentId);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-free-time-'));
  clock = new ManualClock(TEST_NOW);
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    // Simulated time stands still but for the test's jumps: the sandbox's events and main's clock agree.
    sandbox: { clockSpeed: 0, seedShipments: 0, demoHistory: false },
    session: { clock },
  });
  core.onEvent((event, payload) => {
    if (event === 'shipments.changed') announced.push(...(payload as { changes: ShipmentChange[] }).changes);
  });
  await statusWhen(core, (s) => s.state === 'connected');
  await syncIdle(core);
  const rating = await value<{ quote: { rates: Array<{ id: string; transitDays: number | null }> } }>(
    core,
    'rating.rate',
    { mode: 'sea-lcl', request: lclRatingBody() },
  );
  const rate = rating.quote.rates.find((r) => r.transitDays !== null) ?? rating.quote.rates[0];
  const saved = await value<{ shipmentId: string }>(core, 'quotes.save', { type: 'sea/lcl', rateId: rate?.id });
  booked = await value(core, 'booking.book', { mode: 'sea-lcl', request: lclBookingBody(saved.shipmentId) });
  await syncIdle(core);
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('free time of a booked sea shipment', () => {
  it('keeps the conditions of the rate it was booked from; free time waits for the discharge', async () => {
    const item = await freeTime();
    expect(item?.countdowns.length).toBeGreaterThan(0);
    expect(item?.countdowns.every((c) => c.state === 'not-started')).toBe(true);
    expect(item?.pressing).toMatchObject({ startEvent: 'discharge', state: 'not-started' });
  });

  it('counts down from the discharge, flags the last 48 hours once, then accrues the charge', async () => {
    // Day by day until the service says the shipment was discharged.
    for (let day = 0; day < 120 && !(await freeTime())?.dischargedAt; day++) {
      advance(DAY);
      await syncNow();
    }
    const started = await freeTime();
    expect(started?.dischargedAt).not.toBeNull();
    const first = started?.pressing;
    expect(first?.state === 'running' || first?.state === 'due-soon').toBe(true);

    // 47 hours before the end of free time.
    advance(Date.parse(first?.endsAt ?? '') - clock.now() - 47 * HOUR);
    announced.length = 0;
    await syncNow();
    expect((await freeTime())?.pressing).toMatchObject({ state: 'due-soon', lastFreeDay: first?.lastFreeDay });
    const crossing = announced.filter((c) => c.kind === 'free-time');
    expect(crossing[0]).toMatchObject({
      kind: 'free-time',
      shipmentId: booked.shipmentId,
      shipmentCode: booked.shipmentCode,
      state: 'due-soon',
    });
    // Told once: the next sync in the same state says nothing more.
    announced.length = 0;
    await syncNow();
    expect(announced.filter((c) => c.kind === 'free-time')).toEqual([]);

    // Two days and an hour later: past the last free day, two days begun.
    advance(49 * HOUR);
    await syncNow();
    const past = (await freeTime())?.pressing;
    expect(past).toMatchObject({ state: 'past', daysCharged: 1 });
    expect(past?.accrued?.value).toBe((past?.pricePerDay?.value ?? NaN) * 1);
    expect(announced.filter((c) => c.kind === 'free-time').map((c) => 'state' in c && c.state)).toContain('past');
  });

  it('lists it on Today with the changes since the last look, which a look marks seen (kept in the store)', async () => {
    const overview = await value<TodayOverview>(core, 'today.overview');
    expect(overview.lastLookAt).toBeNull();
    expect(overview.freeTime[0]?.shipmentId).toBe(booked.shipmentId);
    const kinds = overview.changes.map((c) => c.change.kind);
    expect(kinds).toContain('free-time');
    expect(kinds).toContain('status');

    await value(core, 'today.markSeen', { seenAt: overview.now });
    const after = await value<TodayOverview>(core, 'today.overview');
    expect(after.lastLookAt).toBe(overview.now);
    expect(after.changes).toEqual([]);

    // A road quote is valid for 12 hours: it expires within the day.
    const rating = await value<{ quote: { rates: Array<{ id: string }> } }>(core, 'rating.rate', {
      mode: 'boxes',
      request: boxRatingBody(),
    });
    await value(core, 'quotes.save', { type: 'boxes', rateId: rating.quote.rates[0]?.id });
    const withQuote = await value<TodayOverview>(core, 'today.overview');
    expect(withQuote.quotesExpiring).toHaveLength(1);

    // A change found after the look is new again.
    advance(2 * DAY);
    await syncNow();
    const later = await value<TodayOverview>(core, 'today.overview');
    expect(later.changes.length).toBeGreaterThan(0);
    expect(later.changes.every((c) => c.at > overview.now)).toBe(true);
  });
});
