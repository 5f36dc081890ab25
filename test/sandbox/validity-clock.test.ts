import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { validityOf } from '@renderer/lib/validity';
import { TEST_NOW } from '../helpers/test-clock';
import {
  airRating,
  bookingBody,
  boxRating,
  clientFor,
  DAY,
  fclRating,
  HOUR,
  lclRating,
  palletRating,
  start,
  type Client,
  type Json,
} from './helpers';

/**
 * The sandbox runs its simulated clock 60 times faster so that tracking moves,
 * but a rate's validity and a quote's expiry are the operator's time: what the
 * desk shows ("Expires in 11 h", judged by the operator's own clock) is what
 * the sandbox accepts. Real time is driven through the sandbox's injected real
 * clock, never waited for.
 */

type BookableMode = 'boxes' | 'pallets' | 'sea/fcl' | 'sea/lcl';

const fclCargo = {
  quantity: 1,
  weight: 100,
  cbm: 5,
  description: 'Motor',
  ediType: '204',
  hsCode: '8601',
  indexContainer: 0,
};
const cases: ReadonlyArray<{
  mode: BookableMode;
  rating: (goodsValue: number) => unknown;
  booking: Record<string, unknown>;
}> = [
  { mode: 'boxes', rating: (goodsValue) => boxRating({ goodsValue }), booking: {} },
  { mode: 'pallets', rating: (goodsValue) => palletRating({ goodsValue }), booking: {} },
  {
    mode: 'sea/fcl',
    rating: (goodsValue) => fclRating({ goodsValue }),
    booking: { incotermCode: 'FOB', containers: [{ sequentialNumber: 0, cargos: [fclCargo] }] },
  },
  {
    mode: 'sea/lcl',
    rating: (goodsValue) => lclRating({ goodsValue }),
    booking: { incotermCode: 'EXW', cargos: [{ description: 'Tiles', ediType: '204', hsCode: '6907.21' }] },
  },
];

describe('validity and expiry on the operator’s clock', () => {
  /** The real clock the sandbox reads; the operator's clock (and the desk's) is this one. */
  let real: number;
  let sb: RunningSandbox;
  let c: Client;
  const savedZone = process.env.TZ;

  // West of UTC, where a deadline read as a zoneless local time would look hours later than it is.
  beforeAll(() => void (process.env.TZ = 'America/Los_Angeles'));
  afterAll(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  beforeEach(async () => {
    real = TEST_NOW;
    // Tokens live in real time too: long enough for the days this test lets pass.
    sb = await start({ realNow: () => real, tokenTtlSeconds: 30 * 86_400 });
    c = await clientFor(sb);
  });
  afterEach(() => sb.close());

  /** What the desk shows for an expiration date at the operator's now. */
  const deskSays = (expirationDate: string) => validityOf(expirationDate, real);

  async function save(mode: BookableMode, rateId: string): Promise<string> {
    const saved = await c.post(`/v1/quotes/${mode}/${rateId}`);
    expect(saved.body).toMatchObject({ success: true });
    return saved.body.shipmentId as string;
  }

  it.each(cases)(
    '$mode: a quote shown as valid for N hours is bookable for all N of the operator’s hours, not N/60, and refused after',
    async ({ mode, rating, booking }) => {
      const rated = await c.post(`/v1/rates/${mode}`, rating(1_000));
      const another = await c.post(`/v1/rates/${mode}`, rating(2_000));
      expect(rated.body.rates.length).toBeGreaterThanOrEqual(2);
      const first = await save(mode, rated.body.rates[0].id);
      const second = await save(mode, rated.body.rates[1].id);

      const listed = (await c.get('/v1/quotes')).body.find((q: Json) => q.shipmentId === first);
      const shown = deskSays(listed.expirationDate);
      expect(shown.state).toBe('valid');
      const validForMs = shown.state === 'valid' ? shown.msLeft : 0;
      // Hours at least (road rates 12 h, sea a week): at 60x the simulated clock passes that in minutes.
      expect(validForMs).toBeGreaterThanOrEqual(12 * HOUR);

      // Far more than N/60 of real time passes: a minute before the deadline the desk still says valid...
      real += validForMs - 60_000;
      expect(sb.clock.now() - TEST_NOW).toBeGreaterThan(validForMs * 59);
      expect(deskSays(listed.expirationDate).state).toBe('expiring');
      // ...and the sandbox books it.
      const booked = await c.post(`/v1/Booking/${mode}`, bookingBody(first, booking));
      expect(booked.status).toBe(200);
      expect(booked.body.shipmentCode).toMatch(/^FR/);

      // Past the deadline the desk says expired, and so does the sandbox: booking and saving are refused.
      real += 2 * 60_000;
      expect(deskSays(listed.expirationDate).state).toBe('expired');
      const late = await c.post(`/v1/Booking/${mode}`, bookingBody(second, booking));
      expect(late.status).toBe(400);
      expect(late.body.message).toMatch(/expired/);
      const lateSave = await c.post(`/v1/quotes/${mode}/${another.body.rates[0].id}`);
      expect(lateSave.body).toMatchObject({ success: false, message: expect.stringMatching(/expired/) });
    },
  );

  it('states each deadline as an instant: the desk reads the same moment in any time zone', async () => {
    const rated = await c.post('/v1/rates/boxes', boxRating());
    const quoteId = await save('boxes', rated.body.rates[0].id);
    const listed = (await c.get('/v1/quotes')).body.find((q: Json) => q.shipmentId === quoteId);
    const sea = await c.post('/v1/rates/sea/fcl', fclRating());
    const air = await c.post('/v1/rates/air', airRating());
    const deadlines: string[] = [
      rated.body.rates[0].expirationDate,
      listed.expirationDate,
      sea.body.rates[0].expirationDate,
      air.body.rates[0].expirationDate,
    ];
    for (const deadline of deadlines) {
      // Shown as "Expires in ..." against the operator's clock, it is the sandbox's validity to the minute.
      const shown = deskSays(deadline);
      expect(shown.state).toBe('valid');
      const left = shown.state === 'valid' ? shown.msLeft : 0;
      expect([12 * HOUR, 2 * DAY, 7 * DAY].some((validity) => Math.abs(left - validity) < 60_000)).toBe(true);
    }
  });

  it('a jump of the sandbox’s clock (a test, the admin route) moves the operator’s time too', async () => {
    const rated = await c.post('/v1/rates/boxes', boxRating());
    const id = await save('boxes', rated.body.rates[0].id);
    sb.clock.advance(13 * HOUR);
    const refused = await c.post('/v1/Booking/boxes', bookingBody(id));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/expired/);
  });

  it('a quote that expired stays expired across a restart, though the real clock did not move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-sandbox-expiry-'));
    try {
      const first = await start({ dataDir: dir, realNow: () => real });
      const c1 = await clientFor(first);
      const rated = await c1.post('/v1/rates/boxes', boxRating());
      const saved = await c1.post(`/v1/quotes/boxes/${rated.body.rates[0].id}`);
      first.clock.advance(13 * HOUR);
      await first.close();

      const second = await start({ dataDir: dir, realNow: () => real });
      try {
        expect(second.clock.operatorNow()).toBe(TEST_NOW + 13 * HOUR);
        const refused = await (await clientFor(second)).post('/v1/Booking/boxes', bookingBody(saved.body.shipmentId));
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/expired/);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
