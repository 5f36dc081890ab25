import { describe, expect, it } from 'vitest';
import {
  chargedSoFar,
  clocksOf,
  mostPressing,
  startEventOf,
  type EnteredEvent,
  type FreeTimeBooking,
  type FreeTimeClock,
  type FreeTimeTerm,
} from '@shared/domain/free-time';
import { freeTimeEventsOf, type DestinationPort, type EventMessage } from '@shared/domain/free-time-events';

/*
 * The free-time clocks, with every figure worked out by hand in the comments:
 * days are the port's calendar days (day of the start = free day 1), a clock
 * stops at its event, and the charge is days x price per day x containers.
 */

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

const VALENCIA: DestinationPort = { code: 'ESVLC', city: 'Valencia', countryCode: 'ES', timeZone: 'Europe/Madrid' };
const SHANGHAI: DestinationPort = { code: 'CNSHA', city: 'Shanghai', countryCode: 'CN', timeZone: 'Asia/Shanghai' };
const LOS_ANGELES: DestinationPort = {
  code: 'USLAX',
  city: 'Los Angeles',
  countryCode: 'US',
  timeZone: 'America/Los_Angeles',
};

const eur = (units: number) => ({ value: units * 100, currency: 'EUR' });
const term = (over: Partial<FreeTimeTerm>): FreeTimeTerm => ({
  chargeType: 'Demurrage',
  freeTimeStartEvent: 'DISCHARGE',
  freeTimeGrantInDays: 5,
  price: eur(75),
  containerSizeType: '40DRY',
  ...over,
});
const fcl = (port: DestinationPort | null, containers: Record<string, number> = { '40DRY': 3 }): FreeTimeBooking => ({
  mode: 'sea-fcl',
  port,
  containers,
});
const message = (status: string, updatedDate: string, over: Partial<EventMessage> = {}): EventMessage => ({
  status,
  updatedDate,
  groupIndex: null,
  city: 'Valencia',
  countryCode: 'ES',
  address: 'Terminal ESVLCT1',
  ...over,
});

/** The clocks of one shipment at `now`. */
function clocks(
  terms: readonly FreeTimeTerm[],
  booking: FreeTimeBooking,
  messages: readonly EventMessage[],
  now: string,
  entered: readonly EnteredEvent[] = [],
): FreeTimeClock[] {
  return clocksOf(terms, booking, freeTimeEventsOf(messages, booking.port), entered, at(now));
}
const only = (list: FreeTimeClock[]): FreeTimeClock => {
  expect(list).toHaveLength(1);
  return list[0] as FreeTimeClock;
};

describe('the last free day is a day of the port’s calendar', () => {
  it.each([
    {
      name: 'Valencia, discharged 23:30 local on 1 Dec (a zoneless time is the port’s)',
      port: VALENCIA,
      discharged: '2026-12-01T23:30:00',
      // Day 1 = 1 Dec, 5 free days: the last is 5 Dec; free time ends at 6 Dec 00:00 in Madrid (UTC+1) = 5 Dec 23:00 UTC.
      lastFreeDay: '2026-12-05',
      endsAt: '2026-12-05T23:00:00.000Z',
    },
    {
      name: 'Valencia, discharged 23:30 UTC on 1 Dec (00:30 on 2 Dec at the port)',
      port: VALENCIA,
      discharged: '2026-12-01T23:30:00Z',
      // Day 1 = 2 Dec (Madrid), so the last free day is 6 Dec, ending 7 Dec 00:00 Madrid = 6 Dec 23:00 UTC. UTC days said 5 Dec.
      lastFreeDay: '2026-12-06',
      endsAt: '2026-12-06T23:00:00.000Z',
    },
    {
      name: 'Shanghai, discharged 02:00 local on 2 Dec',
      port: SHANGHAI,
      discharged: '2026-12-01T18:00:00Z',
      // 18:00 UTC + 8 h = 02:00 on 2 Dec: day 1 = 2 Dec, last free day 6 Dec (the UTC count said 5 Dec); ends 7 Dec 00:00 CST = 6 Dec 16:00 UTC.
      lastFreeDay: '2026-12-06',
      endsAt: '2026-12-06T16:00:00.000Z',
    },
    {
      name: 'Los Angeles, discharged 20:00 local on 1 Dec',
      port: LOS_ANGELES,
      discharged: '2026-12-02T04:00:00Z',
      // 04:00 UTC - 8 h = 20:00 on 1 Dec: day 1 = 1 Dec, last free day 5 Dec (the UTC count said 6 Dec); ends 6 Dec 00:00 PST = 6 Dec 08:00 UTC.
      lastFreeDay: '2026-12-05',
      endsAt: '2026-12-06T08:00:00.000Z',
    },
    {
      name: 'Shanghai, discharged a minute before midnight local on 1 Dec',
      port: SHANGHAI,
      discharged: '2026-12-01T15:59:00Z',
      // 15:59 UTC + 8 h = 23:59 on 1 Dec: day 1 = 1 Dec, last free day 5 Dec; ends 6 Dec 00:00 CST = 5 Dec 16:00 UTC.
      lastFreeDay: '2026-12-05',
      endsAt: '2026-12-05T16:00:00.000Z',
    },
    {
      name: 'Los Angeles, discharged a minute after midnight local on 2 Dec',
      port: LOS_ANGELES,
      discharged: '2026-12-02T08:01:00Z',
      // 08:01 UTC - 8 h = 00:01 on 2 Dec: day 1 = 2 Dec, last free day 6 Dec; ends 7 Dec 00:00 PST = 7 Dec 08:00 UTC.
      lastFreeDay: '2026-12-06',
      endsAt: '2026-12-07T08:00:00.000Z',
    },
    {
      name: 'Los Angeles, the same discharge written in the port’s time',
      port: LOS_ANGELES,
      discharged: '2026-12-01T20:00:00',
      lastFreeDay: '2026-12-05',
      endsAt: '2026-12-06T08:00:00.000Z',
    },
    {
      name: 'Valencia, the clocks go forward inside the free days (28 Mar 2027)',
      port: VALENCIA,
      discharged: '2027-03-25T10:00:00',
      // Day 1 = 25 Mar, last free day 29 Mar; 30 Mar 00:00 is summer time (UTC+2): 29 Mar 22:00 UTC, not 23:00.
      lastFreeDay: '2027-03-29',
      endsAt: '2027-03-29T22:00:00.000Z',
    },
    {
      name: 'Valencia, the clocks go back inside the free days (25 Oct 2026)',
      port: VALENCIA,
      discharged: '2026-10-23T10:00:00',
      // Day 1 = 23 Oct, last free day 27 Oct; 28 Oct 00:00 is winter time (UTC+1): 27 Oct 23:00 UTC.
      lastFreeDay: '2026-10-27',
      endsAt: '2026-10-27T23:00:00.000Z',
    },
    {
      name: 'Los Angeles, the clocks go forward inside the free days (14 Mar 2027)',
      port: LOS_ANGELES,
      discharged: '2027-03-12T09:00:00',
      // Day 1 = 12 Mar, last free day 16 Mar; 17 Mar 00:00 PDT (UTC-7) = 17 Mar 07:00 UTC.
      lastFreeDay: '2027-03-16',
      endsAt: '2027-03-17T07:00:00.000Z',
    },
    {
      name: 'a port whose zone the desk does not know: counted in UTC, and said so by its null zone',
      port: { code: 'XXABC', city: 'Nowhere', countryCode: 'XX', timeZone: null },
      discharged: '2026-12-01T23:30:00',
      lastFreeDay: '2026-12-05',
      endsAt: '2026-12-06T00:00:00.000Z',
    },
  ])('$name', ({ port, discharged, lastFreeDay, endsAt }) => {
    const c = only(
      clocks(
        [term({})],
        fcl(port),
        [message('Discharged', discharged, { city: port.city, countryCode: port.countryCode, address: null })],
        endsAt,
      ),
    );
    expect(c).toMatchObject({ lastFreeDay, endsAt, state: 'past', daysCharged: 1 });
    // One millisecond before the end it is the last free day still: nothing charged.
    const before = only(
      clocks(
        [term({})],
        fcl(port),
        [message('Discharged', discharged, { city: port.city, countryCode: port.countryCode, address: null })],
        new Date(at(endsAt) - 1).toISOString(),
      ),
    );
    expect(before).toMatchObject({ state: 'due-soon', daysCharged: 0, msLeft: 1 });
  });

  it('flags the last 48 hours, and runs before them', () => {
    const discharged = [message('Discharged', '2026-12-01T18:30:00')];
    // Ends 5 Dec 23:00 UTC (6 Dec 00:00 Madrid): 48 hours before is 3 Dec 23:00 UTC.
    expect(only(clocks([term({})], fcl(VALENCIA), discharged, '2026-12-03T22:59:59Z')).state).toBe('running');
    expect(only(clocks([term({})], fcl(VALENCIA), discharged, '2026-12-03T23:00:00Z'))).toMatchObject({
      state: 'due-soon',
      msLeft: 48 * HOUR,
    });
  });
});

describe('a clock stops at its event and charges per container', () => {
  // Shanghai -> Valencia, 3 x 40DRY, discharged 26 Dec 18:30 at Valencia; 6 free days: last free day 31 Dec.
  // Demurrage EUR 150.00 per container and day, stops at the full container's release.
  const demurrage = term({ freeTimeGrantInDays: 6, price: eur(150) });
  const discharged = message('Discharged', '2026-12-26T18:30:00');

  it.each([
    // Released the next day, on day 2 of 6: nothing charged, twenty days later still nothing (the case).
    { released: '2026-12-27T10:00:00', now: '2027-01-16T12:00:00Z', days: 0, accrued: 0 },
    // Released on the last free day, a minute before the port's midnight: nothing charged.
    { released: '2026-12-31T23:59:00', now: '2027-01-16T12:00:00Z', days: 0, accrued: 0 },
    // Released ten minutes into 1 Jan: 1 day x EUR 150.00 x 3 containers = EUR 450.00.
    { released: '2027-01-01T00:10:00', now: '2027-01-16T12:00:00Z', days: 1, accrued: 450 },
    // Released 4 Jan: 1, 2, 3, 4 Jan charged = 4 days x 150.00 x 3 = EUR 1,800.00.
    { released: '2027-01-04T08:00:00', now: '2027-01-16T12:00:00Z', days: 4, accrued: 1_800 },
  ])('released $released: $days days, EUR $accrued', ({ released, now, days, accrued }) => {
    const c = only(clocks([demurrage], fcl(VALENCIA), [discharged, message('GateOut', released)], now));
    expect(c).toMatchObject({
      state: 'stopped',
      lastFreeDay: '2026-12-31',
      daysCharged: days,
      perContainer: eur(150 * days),
      accrued: eur(accrued),
      containers: 3,
      stop: { event: 'release', at: released, source: 'reported' },
      msLeft: null,
      unreported: null,
    });
  });

  it('counts a release the service says as out for delivery or delivered', () => {
    for (const status of ['OutForDelivery', 'Delivered', 'GATE_OUT', 'Gate out full']) {
      const c = only(
        clocks(
          [demurrage],
          fcl(VALENCIA),
          [discharged, message(status, '2027-01-02T09:00:00')],
          '2027-01-16T12:00:00Z',
        ),
      );
      // 1 and 2 Jan: 2 days x 150.00 x 3 = EUR 900.00.
      expect(c, status).toMatchObject({ state: 'stopped', daysCharged: 2, accrued: eur(900) });
    }
  });

  it('keeps accruing while the container waits at the terminal, up to today at the port', () => {
    // 16 Jan 12:00 UTC is 13:00 in Valencia: 1 to 16 Jan = 16 days x 150.00 x 3 = EUR 7,200.00.
    const c = only(clocks([demurrage], fcl(VALENCIA), [discharged], '2027-01-16T12:00:00Z'));
    expect(c).toMatchObject({
      state: 'past',
      daysCharged: 16,
      chargedFrom: '2027-01-01',
      chargedThrough: '2027-01-16',
      accrued: eur(7_200),
      unreported: null,
    });
  });

  it('says the end is not reported when the shipment was delivered without a release the desk can see', () => {
    // An empty return proves the full container left, though its release never came.
    const c = only(
      clocks(
        [demurrage],
        fcl(VALENCIA),
        [discharged, message('Empty returned', '2027-01-10T09:00:00')],
        '2027-01-16T12:00:00Z',
      ),
    );
    expect(c).toMatchObject({ state: 'past', unreported: 'release' });
  });
});

describe('detention runs from the release to the empty return', () => {
  // Detention: 5 free days from the gate out, EUR 40.00 per container and day, 3 x 40DRY.
  const detention = term({ chargeType: 'Detention', freeTimeStartEvent: 'GATE_OUT', price: eur(40) });
  const lines = [
    message('Discharged', '2026-12-26T18:30:00'),
    // Gated out 27 Dec: day 1 = 27 Dec, last free day 31 Dec.
    message('GateOut', '2026-12-27T10:00:00'),
    message('Delivered', '2026-12-27T16:00:00', { city: 'Paterna', address: 'Calle 1' }),
  ];
  const returnedHand: EnteredEvent = {
    event: 'empty-return',
    at: '2027-01-02T14:00:00',
    enteredAt: '2027-01-05T09:00:00Z',
  };

  it.each([
    {
      name: 'with an empty return reported on 3 Jan',
      extra: [message('Empty container returned', '2027-01-03T09:00:00')],
      entered: [],
      // 1, 2, 3 Jan: 3 days x 40.00 x 3 = EUR 360.00, final.
      want: { state: 'stopped', daysCharged: 3, accrued: eur(360), unreported: null, stop: { source: 'reported' } },
    },
    {
      name: 'without one: still counting on 15 Jan, and saying the return was not reported',
      extra: [],
      entered: [],
      // 1 to 15 Jan (15 Jan 12:00 UTC is 13:00 at the port) = 15 days x 40.00 x 3 = EUR 1,800.00, if the box is still out.
      want: { state: 'past', daysCharged: 15, accrued: eur(1_800), unreported: 'empty-return', stop: { at: null } },
    },
    {
      name: 'with one entered by hand on 2 Jan',
      extra: [],
      entered: [returnedHand],
      // 1 and 2 Jan: 2 days x 40.00 x 3 = EUR 240.00.
      want: {
        state: 'stopped',
        daysCharged: 2,
        accrued: eur(240),
        stop: { source: 'entered', at: '2027-01-02T14:00:00' },
      },
    },
    {
      name: 'with one reported and one entered: the service’s word counts',
      extra: [message('Gate in empty', '2027-01-03T09:00:00')],
      entered: [returnedHand],
      want: { state: 'stopped', daysCharged: 3, accrued: eur(360), stop: { source: 'reported' } },
    },
  ])('$name', ({ extra, entered, want }) => {
    const c = only(clocks([detention], fcl(VALENCIA), [...lines, ...extra], '2027-01-15T12:00:00Z', entered));
    expect(c).toMatchObject({
      lastFreeDay: '2026-12-31',
      start: { event: 'release', at: '2026-12-27T10:00:00' },
      ...want,
    });
  });

  it('waits for the release, then for the empty return; a release entered by hand starts it', () => {
    const waiting = only(clocks([detention], fcl(VALENCIA), lines.slice(0, 1), '2026-12-28T12:00:00Z'));
    expect(waiting).toMatchObject({ state: 'not-started', unreported: null });
    const hand: EnteredEvent = { event: 'release', at: '2026-12-28T08:00:00', enteredAt: '2026-12-28T12:00:00Z' };
    const started = only(clocks([detention], fcl(VALENCIA), lines.slice(0, 1), '2026-12-28T12:00:00Z', [hand]));
    expect(started).toMatchObject({ state: 'running', lastFreeDay: '2027-01-01', start: { source: 'entered' } });
  });
});

describe('mixed container sizes each use their own condition', () => {
  it('2 x 20DRY and 1 x 40DRY', () => {
    const terms = [
      term({ containerSizeType: '20DRY', freeTimeGrantInDays: 5, price: eur(60) }),
      term({ containerSizeType: '40DRY', freeTimeGrantInDays: 4, price: eur(100) }),
      // A size the rate priced and the booking has none of: no clock.
      term({ containerSizeType: '45HDRY', freeTimeGrantInDays: 4, price: eur(120) }),
    ];
    const result = clocks(
      terms,
      fcl(VALENCIA, { '20DRY': 2, '40DRY': 1 }),
      [message('Discharged', '2026-12-01T08:00:00'), message('GateOut', '2026-12-09T11:00:00')],
      '2026-12-20T12:00:00Z',
    );
    expect(result.map((c) => c.containerSizeType)).toEqual(['20DRY', '40DRY']);
    // 20': last free day 5 Dec; 6 to 9 Dec = 4 days x 60.00 = 240.00 a container, x 2 = EUR 480.00.
    expect(result[0]).toMatchObject({
      lastFreeDay: '2026-12-05',
      daysCharged: 4,
      perContainer: eur(240),
      accrued: eur(480),
    });
    // 40': last free day 4 Dec; 5 to 9 Dec = 5 days x 100.00 = 500.00, x 1 = EUR 500.00.
    expect(result[1]).toMatchObject({
      lastFreeDay: '2026-12-04',
      daysCharged: 5,
      perContainer: eur(500),
      accrued: eur(500),
    });
    // The shipment: EUR 980.00.
    expect(chargedSoFar(result)).toEqual({ totals: [eur(980)], complete: true });
  });

  it('reads the booking’s DRY40 and the condition’s 40DRY as one size; says so when the count is not known', () => {
    const booked = clocks(
      [term({})],
      fcl(VALENCIA, { '40DRY': 3 }),
      [message('Discharged', '2026-12-01T08:00:00')],
      '2026-12-08T12:00:00Z',
    );
    // 6, 7, 8 Dec: 3 days x 75.00 x 3 = EUR 675.00.
    expect(only(booked)).toMatchObject({ containers: 3, accrued: eur(675) });
    const unknown = clocks(
      [term({})],
      { mode: 'sea-fcl', port: VALENCIA, containers: null },
      [message('Discharged', '2026-12-01T08:00:00')],
      '2026-12-08T12:00:00Z',
    );
    expect(only(unknown)).toMatchObject({ containers: null, perContainer: eur(225), accrued: null });
    expect(chargedSoFar(unknown)).toEqual({ totals: [], complete: false });
  });

  it('charges an LCL shipment its one price, with the currency the rate left unsaid', () => {
    const lcl = term({ chargeType: 'Storage', containerSizeType: '20DRY', price: { value: 4_308, currency: null } });
    const c = only(
      clocks(
        [lcl],
        { mode: 'sea-lcl', port: VALENCIA, containers: null },
        [message('Discharged', '2026-12-01T08:00:00')],
        '2026-12-06T12:00:00Z',
      ),
    );
    // Last free day 5 Dec; 6 Dec charged: 1 day x 43.08.
    expect(c).toMatchObject({
      unit: 'shipment',
      containers: 1,
      daysCharged: 1,
      accrued: { value: 4_308, currency: null },
    });
  });
});

describe('the final discharge is the one at the port of destination', () => {
  const demurrage = [term({})];
  const hub = { city: 'Algeciras', address: 'Terminal ESALGT2' };

  it('counts a final discharge grouped with its leg', () => {
    const c = only(
      clocks(
        demurrage,
        fcl(VALENCIA),
        [
          message('Discharged', '2026-11-20T06:00:00', { ...hub, groupIndex: 0 }),
          message('Loaded', '2026-11-22T06:00:00', { ...hub, groupIndex: 1 }),
          message('Discharged', '2026-12-01T08:00:00', { groupIndex: 1 }),
        ],
        '2026-12-02T12:00:00Z',
      ),
    );
    expect(c).toMatchObject({ state: 'running', start: { at: '2026-12-01T08:00:00' }, lastFreeDay: '2026-12-05' });
  });

  it('never counts a hub’s discharge without a group index, before or after the next leg sails', () => {
    const atHub = message('Discharged', '2026-11-20T06:00:00', hub);
    expect(only(clocks(demurrage, fcl(VALENCIA), [atHub], '2026-11-21T12:00:00Z'))).toMatchObject({
      state: 'not-started',
      start: { at: null },
    });
    // The booking's port named by its city alone (its code in no message), in another spelling.
    const byCity = message('Discharged', '2026-12-01T08:00:00', { city: 'VALENCIA', address: null });
    expect(only(clocks(demurrage, fcl(VALENCIA), [atHub, byCity], '2026-12-02T12:00:00Z')).start.at).toBe(
      '2026-12-01T08:00:00',
    );
  });

  it('falls back on the legs where messages name no place', () => {
    const noPlace = { city: null, address: null, countryCode: null };
    const transhipped = [
      message('Discharged', '2026-11-20T06:00:00', noPlace),
      message('Loaded', '2026-11-22T06:00:00', { ...noPlace, groupIndex: 1 }),
    ];
    expect(only(clocks(demurrage, fcl(VALENCIA), transhipped, '2026-11-23T12:00:00Z')).state).toBe('not-started');
    const arrived = [...transhipped, message('Discharged', '2026-12-01T08:00:00', noPlace)];
    expect(only(clocks(demurrage, fcl(VALENCIA), arrived, '2026-12-02T12:00:00Z')).start.at).toBe(
      '2026-12-01T08:00:00',
    );
  });

  it('takes no release or return of another port for this shipment’s', () => {
    const events = freeTimeEventsOf(
      [message('GateOut', '2026-11-01T08:00:00', { city: 'Shanghai', countryCode: 'CN', address: 'Terminal CNSHAT1' })],
      VALENCIA,
    );
    expect(events).toEqual({ discharge: null, release: null, emptyReturn: null, delivered: false });
  });
});

describe('the issue’s shipment: Shanghai to Valencia, 3 x 40DRY, released the day after discharge', () => {
  it('charges no demurrage, and says the empty return was not reported', () => {
    const terms = [
      term({ freeTimeGrantInDays: 6, price: eur(150) }),
      term({ chargeType: 'Detention', freeTimeStartEvent: 'GATE_OUT', freeTimeGrantInDays: 7, price: eur(80) }),
    ];
    const result = clocks(
      terms,
      fcl(VALENCIA),
      [
        message('Discharged', '2026-12-26T18:30:00'),
        message('GateOut', '2026-12-27T09:00:00'),
        message('Delivered', '2026-12-27T15:00:00', { city: 'Paterna', address: null }),
      ],
      // Twenty days later.
      '2027-01-15T12:00:00Z',
    );
    expect(result[0]).toMatchObject({ state: 'stopped', daysCharged: 0, accrued: eur(0) });
    // Detention from 27 Dec, 7 free days: last free day 2 Jan; 3 to 15 Jan = 13 days x 80.00 x 3 = EUR 3,120.00 if still out.
    expect(result[1]).toMatchObject({
      state: 'past',
      lastFreeDay: '2027-01-02',
      daysCharged: 13,
      accrued: eur(3_120),
      unreported: 'empty-return',
    });
    expect(mostPressing(result)).toBe(result[1]);
  });
});

describe('reading conditions and statuses', () => {
  it('reads the start event loosely', () => {
    expect(startEventOf('DISCHARGE')).toBe('discharge');
    expect(startEventOf('Gate out')).toBe('release');
    expect(startEventOf('GATE_OUT')).toBe('release');
    expect(startEventOf('LOADING')).toBeNull();
  });

  it('gives no clock figures for a condition without days or start event', () => {
    const none = clocks(
      [term({ freeTimeGrantInDays: null }), term({ chargeType: 'Plugging', freeTimeStartEvent: null })],
      fcl(VALENCIA),
      [message('Discharged', '2026-12-01T08:00:00')],
      '2026-12-20T12:00:00Z',
    );
    expect(none.map((c) => c.state)).toEqual(['no-terms', 'no-terms']);
  });

  it('reads the empty return in the words lines use', () => {
    for (const status of [
      'EmptyReturned',
      'Empty container returned',
      'EMPTY RETURN',
      'Gate in empty',
      'Empty gated in',
    ]) {
      const events = freeTimeEventsOf(
        [
          message('Discharged', '2026-12-01T08:00:00'),
          message('GateOut', '2026-12-02T08:00:00'),
          message(status, '2026-12-05T08:00:00'),
        ],
        VALENCIA,
      );
      expect(events.emptyReturn?.status, status).toBe(status);
    }
  });
});
