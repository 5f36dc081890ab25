import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import { ManualClock } from '@harness/manual-clock';
import type { FreeTimeClock } from '@shared/domain/free-time';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { FreeTimeItem, TodayOverview } from '@shared/ipc/channels/today';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import { failureOf, statusWhen, syncIdle, value } from './helpers/core';
import { boxRatingBody, fclBookingBody, fclRatingBody } from './helpers/flows';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * A sea booking keeps the free-time conditions of the rate it was booked
 * from, with its port of destination and containers; after each sync main
 * runs one clock per condition and container size from the shipment's
 * tracking messages, in the port's days, stops it at its event, announces a
 * crossing into "48 hours left" and "past" once while it runs, and the Today
 * overview lists the clocks running out. Main's clock and the sandbox's move
 * together, by the test only.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let core: AppCore;
let dataDir: string;
let clock: ManualClock;
/** Door delivery (carrier haulage): 2 x 20DRY and 1 x 40DRY; the line reports the empty return. */
let door: { shipmentId: string; shipmentCode: string };
/** To the terminal (merchant haulage): 3 x 40DRY, collected 8 days after the discharge; no empty return reported. */
let terminal: { shipmentId: string; shipmentCode: string };
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

async function freeTimeOf(shipmentId: string): Promise<FreeTimeItem> {
  const item = await value<FreeTimeItem | null>(core, 'today.shipmentFreeTime', { shipmentId });
  if (!item) throw new Error(`no free time for ${shipmentId}`);
  return item;
}

const clockOf = (item: FreeTimeItem, chargeType: string, size?: string): FreeTimeClock => {
  const found = item.clocks.find(
    (c) => c.chargeType === chargeType && (size === undefined || c.containerSizeType === size),
  );
  if (!found) throw new Error(`no ${chargeType} ${size ?? ''} clock`);
  return found;
};

/** Day by day until the shipment's messages say `done`. */
async function until(shipmentId: string, done: (item: FreeTimeItem) => boolean, days = 120): Promise<FreeTimeItem> {
  for (let day = 0; day < days; day++) {
    const item = await freeTimeOf(shipmentId);
    if (done(item)) return item;
    advance(DAY);
    await syncNow();
  }
  throw new Error('it never happened');
}

/** Days from the last free day to the day of the stop, both the port's calendar dates: what was charged. */
function daysAfter(lastFreeDay: string, stopAt: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${stopAt.slice(0, 10)}T00:00:00Z`) - Date.parse(`${lastFreeDay}T00:00:00Z`)) / DAY),
  );
}

async function book(containers: Array<{ type: string; quantity: number }>, service: 'SD' | 'CY') {
  const rating = await value<{ quote: { rates: Array<{ id: string; transitDays: number | null }> } }>(
    core,
    'rating.rate',
    {
      mode: 'sea-fcl',
      request: fclRatingBody(containers, service),
    },
  );
  const rate = rating.quote.rates.find((r) => r.transitDays !== null && r.transitDays !== -1) ?? rating.quote.rates[0];
  const saved = await value<{ shipmentId: string }>(core, 'quotes.save', { type: 'sea/fcl', rateId: rate?.id });
  const count = containers.reduce((n, c) => n + c.quantity, 0);
  return value<{ shipmentId: string; shipmentCode: string }>(core, 'booking.book', {
    mode: 'sea-fcl',
    request: fclBookingBody(saved.shipmentId, count),
  });
}

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
  door = await book(
    [
      { type: 'DRY20', quantity: 2 },
      { type: 'DRY40', quantity: 1 },
    ],
    'SD',
  );
  await syncIdle(core);
}, 60_000);
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('free-time clocks of booked sea shipments', () => {
  it('keeps the port, its zone and the containers per size; every clock waits for its start event', async () => {
    const item = await freeTimeOf(door.shipmentId);
    expect(item.port).toEqual({ code: 'ESBCN', city: 'Barcelona', countryCode: 'ES', timeZone: 'Europe/Madrid' });
    expect(item.containers).toEqual({ '20DRY': 2, '40DRY': 1 });
    // One clock per charge and size: each size its own condition, with its own count.
    expect(clockOf(item, 'Demurrage', '20DRY')).toMatchObject({ containers: 2, state: 'not-started' });
    expect(clockOf(item, 'Demurrage', '40DRY')).toMatchObject({ containers: 1, state: 'not-started' });
    expect(clockOf(item, 'Detention', '40DRY')).toMatchObject({
      start: { event: 'release' },
      stop: { event: 'empty-return' },
    });
    expect(item.clocks.every((c) => c.state === 'not-started')).toBe(true);
  });

  it('with carrier haulage: starts at the discharge at Barcelona, stops demurrage at the gate out and detention at the empty return', async () => {
    const discharged = await until(door.shipmentId, (i) => i.events.discharge !== null);
    expect(discharged.events.discharge?.message).toBe('Discharged at Barcelona.');
    const demurrage = clockOf(discharged, 'Demurrage', '20DRY');
    // The last free day is a Barcelona date: the discharge's day (at the port) is day 1.
    const startDay = demurrage.start.at?.slice(0, 10) ?? '';
    expect(daysAfter(startDay, demurrage.lastFreeDay ?? '')).toBe((demurrage.freeDays ?? 0) - 1);

    const released = await until(door.shipmentId, (i) => i.events.release !== null);
    for (const size of ['20DRY', '40DRY']) {
      const stopped = clockOf(released, 'Demurrage', size);
      expect(stopped).toMatchObject({ state: 'stopped', stop: { event: 'release', source: 'reported' } });
      expect(stopped.daysCharged).toBe(daysAfter(stopped.lastFreeDay ?? '', stopped.stop.at ?? ''));
    }
    const running = clockOf(released, 'Detention', '20DRY');
    expect(['running', 'due-soon']).toContain(running.state);
    // A stopped clock leaves Today and is never announced again.
    announced.length = 0;
    advance(HOUR);
    await syncNow();
    const overview = await value<TodayOverview>(core, 'today.overview');
    const listed = overview.freeTime.find((i) => i.shipmentId === door.shipmentId);
    expect(listed?.clocks.filter((c) => c.chargeType === 'Demurrage').every((c) => c.state === 'stopped')).toBe(true);
    expect(
      announced.filter(
        (c) => c.kind === 'free-time' && c.shipmentId === door.shipmentId && c.chargeType === 'Demurrage',
      ),
    ).toEqual([]);

    const returned = await until(door.shipmentId, (i) => i.events.emptyReturn !== null);
    expect(returned.events.emptyReturn?.message).toBe('Empty container returned to the Barcelona depot.');
    const detention = clockOf(returned, 'Detention', '40DRY');
    expect(detention).toMatchObject({ state: 'stopped', unreported: null, stop: { source: 'reported' } });
    expect(detention.accrued?.value).toBe((detention.pricePerDay?.value ?? NaN) * detention.daysCharged * 1);
  });

  it('with merchant haulage: flags the last 48 hours once, charges 3 containers past it, and stops at the release', async () => {
    // Booked once the first has come home: its discharge is still ahead of the clock, whatever the sailings.
    terminal = await book([{ type: 'DRY40', quantity: 3 }], 'CY');
    await syncNow();
    const discharged = await until(terminal.shipmentId, (i) => i.events.discharge !== null);
    const first = clockOf(discharged, 'Demurrage', '40DRY');
    // 47 hours before the end of free time, at Barcelona's midnight after the last free day (still ahead).
    const ahead = Date.parse(first.endsAt ?? '') - clock.now() - 47 * HOUR;
    expect(ahead).toBeGreaterThan(0);
    advance(ahead);
    announced.length = 0;
    await syncNow();
    expect(clockOf(await freeTimeOf(terminal.shipmentId), 'Demurrage', '40DRY')).toMatchObject({ state: 'due-soon' });
    const crossings = announced.filter((c) => c.kind === 'free-time' && c.shipmentId === terminal.shipmentId);
    expect(crossings).toContainEqual(
      expect.objectContaining({
        chargeType: 'Demurrage',
        containerSizeType: '40DRY',
        state: 'due-soon',
        lastFreeDay: first.lastFreeDay,
      }),
    );
    // The clocks that are not running out now say nothing (detention waits for the release).
    expect(crossings.filter((c) => 'chargeType' in c && c.chargeType === 'Detention')).toEqual([]);
    announced.length = 0;
    await syncNow();
    expect(announced.filter((c) => c.kind === 'free-time')).toEqual([]);

    // Two days and an hour later, 2 hours into the first day after the last free one: 1 day x price x 3 containers.
    advance(49 * HOUR);
    await syncNow();
    const past = clockOf(await freeTimeOf(terminal.shipmentId), 'Demurrage', '40DRY');
    expect(past).toMatchObject({ state: 'past', daysCharged: 1, containers: 3 });
    expect(past.accrued?.value).toBe((past.pricePerDay?.value ?? NaN) * 1 * 3);
    expect(announced.filter((c) => c.kind === 'free-time').map((c) => 'state' in c && c.state)).toContain('past');
    const listed = await value<TodayOverview>(core, 'today.overview');
    expect(listed.freeTime.find((i) => i.shipmentId === terminal.shipmentId)?.pressing?.state).toBe('past');

    // The haulier collects 8 days after the discharge: the charge is final, days x price x 3.
    const released = await until(terminal.shipmentId, (i) => i.events.release !== null);
    const stopped = clockOf(released, 'Demurrage', '40DRY');
    const days = daysAfter(stopped.lastFreeDay ?? '', stopped.stop.at ?? '');
    expect(days).toBeGreaterThan(0);
    expect(stopped).toMatchObject({ state: 'stopped', daysCharged: days });
    expect(stopped.accrued?.value).toBe((stopped.pricePerDay?.value ?? NaN) * days * 3);
    expect(released.charged.complete).toBe(true);
  });

  it('says the empty return was not reported, and stops detention where the operator enters it', async () => {
    // Delivered, and days pass: no empty return comes from a merchant haulier's depot.
    const delivered = await until(terminal.shipmentId, (i) => i.events.delivered);
    advance(15 * DAY);
    await syncNow();
    const open = clockOf(await freeTimeOf(terminal.shipmentId), 'Detention', '40DRY');
    expect(open).toMatchObject({ state: 'past', unreported: 'empty-return', stop: { at: null } });
    const releasedAt = delivered.events.release?.at ?? '';

    // Refused, and said why: a return in the future, or before the release.
    const future = await failureOf(core, 'today.enterFreeTimeStop', {
      shipmentId: terminal.shipmentId,
      event: 'empty-return',
      at: new Date(clock.now() + 3 * DAY).toISOString().slice(0, 16),
    });
    expect(future).toMatchObject({ code: 'validation', message: expect.stringMatching(/cannot be later than now/) });
    const early = await failureOf(core, 'today.enterFreeTimeStop', {
      shipmentId: terminal.shipmentId,
      event: 'empty-return',
      at: `${releasedAt.slice(0, 10)}T00:00`,
    });
    expect(early.message).toMatch(/cannot be before the release/);

    // A Spanish desk reads the same refusals, and an unknown shipment's, in Spanish.
    await value(core, 'settings.save', { language: 'es' });
    try {
      const futureEs = await failureOf(core, 'today.enterFreeTimeStop', {
        shipmentId: terminal.shipmentId,
        event: 'empty-return',
        at: new Date(clock.now() + 3 * DAY).toISOString().slice(0, 16),
      });
      expect(futureEs.message).toMatch(
        /^La devolución del vacío no puede ser posterior a ahora \(.* en Barcelona\)\.$/,
      );
      const earlyEs = await failureOf(core, 'today.enterFreeTimeStop', {
        shipmentId: terminal.shipmentId,
        event: 'empty-return',
        at: `${releasedAt.slice(0, 10)}T00:00`,
      });
      expect(earlyEs.message).toMatch(/^La devolución del vacío no puede ser anterior a la retirada/);
      const notADay = await failureOf(core, 'today.enterFreeTimeStop', {
        shipmentId: terminal.shipmentId,
        event: 'release',
        at: '2027-02-30T10:00',
      });
      expect(notADay.message).toBe('2027-02-30 10:00 no es una fecha y hora del calendario.');
      const unknown = await failureOf(core, 'today.enterFreeTimeStop', {
        shipmentId: 'S-NONE',
        event: 'release',
        at: null,
      });
      expect(unknown.message).toBe('El envío S-NONE no tiene tiempo libre en este escritorio.');
    } finally {
      await value(core, 'settings.save', { language: 'system' });
    }

    // Returned four days after the release, at 15:00 Barcelona time.
    const day = new Date(Date.parse(`${releasedAt.slice(0, 10)}T00:00:00Z`) + 4 * DAY).toISOString().slice(0, 10);
    const entered = await value<FreeTimeItem>(core, 'today.enterFreeTimeStop', {
      shipmentId: terminal.shipmentId,
      event: 'empty-return',
      at: `${day}T15:00`,
    });
    const stopped = clockOf(entered, 'Detention', '40DRY');
    expect(stopped).toMatchObject({
      state: 'stopped',
      unreported: null,
      stop: { event: 'empty-return', at: `${day}T15:00:00`, source: 'entered' },
      daysCharged: daysAfter(stopped.lastFreeDay ?? '', `${day}T15:00:00`),
    });
    // It is kept: read again, and after a sync, it still stops the clock; a stopped clock is not announced.
    announced.length = 0;
    advance(DAY);
    await syncNow();
    expect(clockOf(await freeTimeOf(terminal.shipmentId), 'Detention', '40DRY').state).toBe('stopped');
    expect(announced.filter((c) => c.kind === 'free-time' && c.shipmentId === terminal.shipmentId)).toEqual([]);
    const today = await value<TodayOverview>(core, 'today.overview');
    const lines = today.freeTime.find((i) => i.shipmentId === terminal.shipmentId)?.clocks ?? [];
    expect(lines.filter((c) => c.state === 'past' || c.state === 'due-soon')).toEqual([]);

    // Taken back: the clock runs again, and says the return is not reported.
    const undone = await value<FreeTimeItem>(core, 'today.enterFreeTimeStop', {
      shipmentId: terminal.shipmentId,
      event: 'empty-return',
      at: null,
    });
    expect(clockOf(undone, 'Detention', '40DRY')).toMatchObject({ state: 'past', unreported: 'empty-return' });
  });

  it('lists free time on Today with the changes since the last look, which a look marks seen (kept in the store)', async () => {
    const overview = await value<TodayOverview>(core, 'today.overview');
    expect(overview.lastLookAt).toBeNull();
    expect(overview.freeTime[0]?.shipmentId).toBe(terminal.shipmentId);
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
  });
});
