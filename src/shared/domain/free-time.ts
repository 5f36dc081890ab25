import { findContainerType, toSizeTypeContainerCode } from './containers';
import type { ClockEvent, DestinationPort, FreeTimeEvents } from './free-time-events';
import { times, totalsByCurrency, type Money } from './money';
import { addDays, dayOf, daysBetween, instantOfLocal, localDateTimeAt, portLocalTime } from './port-time';

/*
 * Free time and its charges, as carriers bill them: one clock per condition of
 * the rate (demurrage, detention or storage, per container size type). A clock
 * starts at its event (the discharge at the port of destination, or the full
 * container's release) and stops at another: demurrage and storage at the
 * release, detention at the empty container's return. Days are the port's
 * calendar days: the day of the start is free day 1, N free days end at the
 * port's midnight after day N, and each day begun after that, up to the day
 * of the stop, is charged per container at the condition's price per day.
 * Pure: the clock is passed in.
 */

const HOUR_MS = 3_600_000;

/** Within this of the end of free time, a clock is flagged. */
export const FREE_TIME_WARNING_MS = 48 * HOUR_MS;

/** One free-time condition of the rate a shipment was booked from (the rate answer's `conditions`). */
export interface FreeTimeTerm {
  /** Demurrage, Detention, Storage (or whatever the service sends: kept as sent). */
  readonly chargeType: string | null;
  /** `DISCHARGE`, `GATE_OUT` ... as the rate sent it. */
  readonly freeTimeStartEvent: string | null;
  readonly freeTimeGrantInDays: number | null;
  /** Per container and day (LCL: for the shipment); the currency is null when the rate did not say (LCL sends a bare amount). */
  readonly price: Money | null;
  /** `40DRY` style: the containers the condition is for. */
  readonly containerSizeType?: string | null;
}

/** What the booking says that the clocks need. */
export interface FreeTimeBooking {
  /** `sea-fcl` (charged per container) or `sea-lcl` (one price for the shipment). */
  readonly mode: string;
  readonly port: DestinationPort | null;
  /** FCL: the containers booked per size type (`40DRY`: 3); null when the desk does not know them. */
  readonly containers: Readonly<Record<string, number>> | null;
}

/** The events an operator may enter by hand when the service never reports them. */
export const ENTERED_EVENTS = ['release', 'empty-return'] as const;
export type EnteredEventKind = (typeof ENTERED_EVENTS)[number];

/** A stop entered by hand: on the port's wall clock, as the service's own times are. */
export interface EnteredEvent {
  readonly event: EnteredEventKind;
  /** `2027-01-04T15:00:00`, the port's time. */
  readonly at: string;
  /** When the operator entered it (ISO, main's clock). */
  readonly enteredAt: string;
}

/** When a clock's event happened, and who said so. */
export interface ClockMoment {
  readonly event: ClockEvent;
  /** On the port's wall clock (`2026-12-26T18:30:00`); null while it has not happened, or no one said. */
  readonly at: string | null;
  readonly source: 'reported' | 'entered' | null;
  /** The tracking message that reported it. */
  readonly message: string | null;
}

/**
 * - `no-terms`: the condition does not say how many days or from when;
 * - `not-started`: its start event has not happened (or was not reported);
 * - `running`: more than 48 hours of free time left;
 * - `due-soon`: 48 hours or less left;
 * - `past`: free time is over and the charge accrues;
 * - `stopped`: its stop event happened: the charge is final.
 */
export type ClockState = 'no-terms' | 'not-started' | 'running' | 'due-soon' | 'past' | 'stopped';

export interface FreeTimeClock {
  /** Which condition it counts, stable across syncs: its place in the rate's list and its charge type. */
  readonly key: string;
  readonly chargeType: string | null;
  readonly containerSizeType: string | null;
  /** `container`: charged per container (FCL); `shipment`: one price for the shipment (LCL). */
  readonly unit: 'container' | 'shipment';
  /** How many the price per day is charged for: the booked containers of this size (1 shipment for LCL); null when not known. */
  readonly containers: number | null;
  readonly freeDays: number | null;
  readonly pricePerDay: Money | null;
  readonly start: ClockMoment;
  readonly stop: ClockMoment;
  /**
   * The event this clock waits for that the shipment has already passed
   * without the service reporting it (delivered, no empty return): the
   * figures then hold only if it has not happened. Null otherwise.
   */
  readonly unreported: ClockEvent | null;
  readonly state: ClockState;
  /** The port's date (`2026-12-31`); null until started, or with no free days. */
  readonly lastFreeDay: string | null;
  /** The instant free time ends: the port's midnight after the last free day (ISO); null until started. */
  readonly endsAt: string | null;
  /** Milliseconds of free time left (negative once past) while the clock runs; null otherwise. */
  readonly msLeft: number | null;
  /** The first and the last day charged so far (the stop's day, or today at the port); null while none is. */
  readonly chargedFrom: string | null;
  readonly chargedThrough: string | null;
  readonly daysCharged: number;
  /** Price per day x days charged, for one container (or the LCL shipment); null without a price. */
  readonly perContainer: Money | null;
  /** Per container x containers: the charge of this clock; null without a price or a known count. */
  readonly accrued: Money | null;
}

export type ChargeKind = 'demurrage' | 'detention' | 'storage';

function chargeKindOf(chargeType: string | null): ChargeKind | null {
  const type = (chargeType ?? '').trim().toLowerCase();
  return type === 'demurrage' || type === 'detention' || type === 'storage' ? type : null;
}

/** The start event a condition names, read loosely (`DISCHARGE`, `Discharged`, `gate out`, `GATE_OUT`). */
export function startEventOf(text: string | null): ClockEvent | null {
  const word = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (word.startsWith('discharg')) return 'discharge';
  if (word.startsWith('gateout') || word === 'pickup' || word.startsWith('pickupfromterminal')) return 'release';
  return null;
}

/** Demurrage and storage run at the terminal from discharge, detention on the container from its release. */
function defaultStart(kind: ChargeKind | null): ClockEvent | null {
  if (kind === 'demurrage' || kind === 'storage') return 'discharge';
  if (kind === 'detention') return 'release';
  return null;
}

/** Terminal charges stop when the full container leaves it; the container's own when it comes back empty. */
function stopEventOf(kind: ChargeKind | null, start: ClockEvent): ClockEvent {
  if (kind === 'detention' || start === 'release') return 'empty-return';
  return 'release';
}

/** `DRY40` or `40DRY` -> `40DRY`; any other code as sent, upper case. */
export function sizeTypeKey(code: string): string {
  return toSizeTypeContainerCode(code) ?? code.trim().toUpperCase();
}

/**
 * How many the condition is charged for: the booked containers of its size
 * (every container when it names none); 'not-booked' for a size the booking
 * has none of; null when the desk cannot tell.
 */
function countFor(term: FreeTimeTerm, booking: FreeTimeBooking): number | null | 'not-booked' {
  if (booking.mode === 'sea-lcl') return 1;
  if (booking.containers === null) return null;
  const size = term.containerSizeType?.trim() ? sizeTypeKey(term.containerSizeType) : null;
  if (size === null) return Object.values(booking.containers).reduce((n, c) => n + c, 0);
  const count = booking.containers[size];
  if (count !== undefined && count > 0) return count;
  // A type the spec lists and the booking has none of: the rate priced every size, this one was not booked.
  return findContainerType(size) ? 'not-booked' : null;
}

/** The moment of an event: reported by the service, else entered by hand; on the port's wall clock. */
export function momentOf(
  event: ClockEvent,
  events: FreeTimeEvents,
  entered: readonly EnteredEvent[],
  zone: string | null,
): ClockMoment {
  const reported = event === 'discharge' ? events.discharge : event === 'release' ? events.release : events.emptyReturn;
  const at = reported ? portLocalTime(reported.at, zone) : null;
  if (reported && at !== null) return { event, at, source: 'reported', message: reported.message };
  const hand = entered.find((e) => e.event === event);
  return hand
    ? { event, at: hand.at, source: 'entered', message: null }
    : { event, at: null, source: null, message: null };
}

/** What every clock of one shipment reads, worked out once: its moments, when they happened, today at the port. */
interface ShipmentTime {
  readonly zone: string | null;
  readonly now: number;
  /** Today on the port's calendar. */
  readonly today: string;
  readonly moments: Readonly<Record<ClockEvent, ClockMoment>>;
  /** Each moment's instant; NaN while it has none. */
  readonly instants: Readonly<Record<ClockEvent, number>>;
  readonly delivered: boolean;
}

function shipmentTime(
  events: FreeTimeEvents,
  entered: readonly EnteredEvent[],
  zone: string | null,
  now: number,
): ShipmentTime {
  const moments = {
    discharge: momentOf('discharge', events, entered, zone),
    release: momentOf('release', events, entered, zone),
    'empty-return': momentOf('empty-return', events, entered, zone),
  };
  const instant = (m: ClockMoment) => (m.at === null ? NaN : instantOfLocal(m.at, zone));
  return {
    zone,
    now,
    today: dayOf(localDateTimeAt(now, zone)),
    moments,
    instants: {
      discharge: instant(moments.discharge),
      release: instant(moments.release),
      'empty-return': instant(moments['empty-return']),
    },
    delivered: events.delivered,
  };
}

/** The clock of one condition; null for a condition of a container size the booking has none of. */
function clockOf(
  term: FreeTimeTerm,
  index: number,
  booking: FreeTimeBooking,
  time: ShipmentTime,
): FreeTimeClock | null {
  const count = countFor(term, booking);
  if (count === 'not-booked') return null;
  const kind = chargeKindOf(term.chargeType);
  const startEvent = startEventOf(term.freeTimeStartEvent) ?? defaultStart(kind);
  const stopEvent = stopEventOf(kind, startEvent ?? 'discharge');
  const start = time.moments[startEvent ?? 'discharge'];
  const stop = time.moments[stopEvent];
  const base = {
    key: `${index}:${term.chargeType ?? ''}`,
    chargeType: term.chargeType,
    containerSizeType: term.containerSizeType ?? null,
    unit: booking.mode === 'sea-lcl' ? ('shipment' as const) : ('container' as const),
    containers: count,
    freeDays: term.freeTimeGrantInDays,
    pricePerDay: term.price,
    start,
    stop,
    unreported: null,
    lastFreeDay: null,
    endsAt: null,
    msLeft: null,
    chargedFrom: null,
    chargedThrough: null,
    daysCharged: 0,
    perContainer: null,
    accrued: null,
  };
  const days = term.freeTimeGrantInDays;
  if (startEvent === null || days === null || days < 0) return { ...base, state: 'no-terms' };
  if (start.at === null || !(time.instants[start.event] <= time.now)) {
    // Delivered without its release reported: a clock starting there did start, when no one said.
    const unreported = time.delivered && start.at === null ? start.event : null;
    return { ...base, unreported, state: 'not-started' };
  }

  const startDay = dayOf(start.at);
  const ends = instantOfLocal(`${addDays(startDay, days)}T00:00:00`, time.zone);
  const stopped = stop.at !== null && time.instants[stop.event] <= time.now;
  const through = stopped && stop.at !== null ? dayOf(stop.at) : time.today;
  const daysCharged = Math.max(0, daysBetween(startDay, through) + 1 - days);
  const msLeft = ends - time.now;
  const perContainer = term.price ? times(term.price, daysCharged) : null;
  return {
    ...base,
    state: stopped ? 'stopped' : msLeft <= 0 ? 'past' : msLeft <= FREE_TIME_WARNING_MS ? 'due-soon' : 'running',
    unreported: !stopped && time.delivered && stop.at === null ? stop.event : null,
    // Zero free days: charged from the day of the start, and there is no last free day.
    lastFreeDay: days === 0 ? null : addDays(startDay, days - 1),
    endsAt: new Date(ends).toISOString(),
    msLeft: stopped ? null : msLeft,
    chargedFrom: daysCharged > 0 ? addDays(startDay, days) : null,
    chargedThrough: daysCharged > 0 ? through : null,
    daysCharged,
    perContainer,
    accrued: perContainer && count !== null ? times(perContainer, count) : null,
  };
}

/**
 * Every condition's clock at `now` (ms since the epoch), in the rate's order
 * (sizes the booking has none of left out).
 */
export function clocksOf(
  terms: readonly FreeTimeTerm[],
  booking: FreeTimeBooking,
  events: FreeTimeEvents,
  entered: readonly EnteredEvent[],
  now: number,
): FreeTimeClock[] {
  const time = shipmentTime(events, entered, booking.port?.timeZone ?? null, now);
  return terms.flatMap((term, i) => clockOf(term, i, booking, time) ?? []);
}

/**
 * What the clocks have charged so far, one total per currency; `complete`
 * is false when a clock charged days whose amount the desk cannot know (no
 * price, or containers not known): the totals then leave it out.
 */
export function chargedSoFar(clocks: readonly FreeTimeClock[]): { totals: Money[]; complete: boolean } {
  const charged = clocks.filter((c) => c.daysCharged > 0);
  return {
    totals: totalsByCurrency(charged.flatMap((c) => (c.accrued ? [c.accrued] : []))),
    complete: charged.every((c) => c.accrued !== null),
  };
}

/** How pressing a state is: the shipment's flag is its most pressing clock's. */
export const URGENCY: Readonly<Record<ClockState, number>> = {
  past: 5,
  'due-soon': 4,
  running: 3,
  'not-started': 2,
  stopped: 1,
  'no-terms': 0,
};

/** The most pressing clock (past before due soon ... ; the sooner end first among equals), or null for none. */
export function mostPressing(clocks: readonly FreeTimeClock[]): FreeTimeClock | null {
  let best: FreeTimeClock | null = null;
  for (const c of clocks) {
    if (
      best === null ||
      URGENCY[c.state] > URGENCY[best.state] ||
      (URGENCY[c.state] === URGENCY[best.state] && (c.msLeft ?? Infinity) < (best.msLeft ?? Infinity))
    )
      best = c;
  }
  return best;
}

/** Whether a state is flagged in Tracking, on Today and in a notification: a clock that runs out or ran out, never one that stopped. */
export function isFlagged(state: ClockState): state is 'due-soon' | 'past' {
  return state === 'due-soon' || state === 'past';
}
