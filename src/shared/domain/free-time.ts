import { hasZone } from './datetime';
import { times, type Money } from './money';

/*
 * Free time and demurrage: how long a booked sea shipment may stay at the
 * terminal (demurrage, storage) or keep the carrier's container (detention)
 * before a charge per day starts, counted from the tracking events. Pure: the
 * clock is passed in, so the edges (exactly 48 hours, midnight, past due) are
 * tested without the calendar.
 *
 * Counting, as carriers print it: the day of the start event is free day 1,
 * so N free days end at the midnight (UTC) after day N. Each day begun after
 * that is charged at the condition's price per day.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Within this of the end of free time, a shipment is flagged. */
export const FREE_TIME_WARNING_MS = 48 * HOUR_MS;

/** One free-time condition of the rate a shipment was booked from (the rate answer's `conditions`). */
export interface FreeTimeTerm {
  /** Demurrage, Detention, Storage (or whatever the service sends: kept as sent). */
  readonly chargeType: string | null;
  /** `DISCHARGE`, `GATE_OUT` ... as the rate sent it. */
  readonly freeTimeStartEvent: string | null;
  readonly freeTimeGrantInDays: number | null;
  /** Per day; the currency is null when the rate did not say (LCL sends a bare amount). */
  readonly price: Money | null;
  readonly containerSizeType?: string | null;
}

/** The tracking events free time starts at, when they happened (ISO), null while they have not. */
export interface FreeTimeEvents {
  readonly dischargedAt: string | null;
  readonly gateOutAt: string | null;
}

export type StartEvent = 'discharge' | 'gate-out';

/**
 * - `no-terms`: the condition does not say how many days or from when;
 * - `not-started`: its start event has not happened yet;
 * - `running`: more than 48 hours left;
 * - `due-soon`: 48 hours or less left;
 * - `past`: free time is over and the charge accrues.
 */
export type FreeTimeState = 'no-terms' | 'not-started' | 'running' | 'due-soon' | 'past';

export interface FreeTimeCountdown {
  readonly chargeType: string | null;
  readonly state: FreeTimeState;
  readonly startEvent: StartEvent | null;
  /** The last free day (YYYY-MM-DD, UTC); null until the start event happened. */
  readonly lastFreeDay: string | null;
  /** When free time ends (the midnight after the last free day, ISO); null until started. */
  readonly endsAt: string | null;
  /** Milliseconds left (negative once past); null until started. */
  readonly msLeft: number | null;
  /** Days charged so far (each day begun after free time counts whole). */
  readonly daysCharged: number;
  /** The charge so far: price per day x days charged; null when no price was given. */
  readonly accrued: Money | null;
  readonly pricePerDay: Money | null;
}

/** The start event a condition names, read loosely (`DISCHARGE`, `Discharged`, `gate out`, `GATE_OUT`). */
export function startEventOf(text: string | null): StartEvent | null {
  const word = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (word.startsWith('discharg')) return 'discharge';
  if (word.startsWith('gateout') || word === 'pickup' || word.startsWith('pickupfromterminal')) return 'gate-out';
  return null;
}

/**
 * The usual start when a condition names none: demurrage and storage run at
 * the terminal from discharge, detention on the container from gate out.
 */
function defaultStartEvent(chargeType: string | null): StartEvent | null {
  const type = (chargeType ?? '').toLowerCase();
  if (type === 'demurrage' || type === 'storage') return 'discharge';
  if (type === 'detention') return 'gate-out';
  return null;
}

/** Epoch ms of an event time; a time without a zone (the carriers' local times) is read as UTC. NaN when none. */
export function eventMs(text: string | null): number {
  if (text === null) return NaN;
  return Date.parse(hasZone(text) ? text : `${text}Z`);
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The countdown of one condition at `now` (ms since the epoch). */
export function countdownOf(term: FreeTimeTerm, events: FreeTimeEvents, now: number): FreeTimeCountdown {
  const startEvent = startEventOf(term.freeTimeStartEvent) ?? defaultStartEvent(term.chargeType);
  const base = {
    chargeType: term.chargeType,
    startEvent,
    pricePerDay: term.price,
    lastFreeDay: null,
    endsAt: null,
    msLeft: null,
    daysCharged: 0,
    accrued: null,
  };
  const days = term.freeTimeGrantInDays;
  if (startEvent === null || days === null || days < 0) return { ...base, state: 'no-terms' };
  const startedAt = startEvent === 'discharge' ? events.dischargedAt : events.gateOutAt;
  const start = eventMs(startedAt);
  if (Number.isNaN(start) || start > now) return { ...base, state: 'not-started' };

  const startDay = Math.floor(start / DAY_MS) * DAY_MS;
  const ends = startDay + days * DAY_MS;
  const msLeft = ends - now;
  const daysCharged = msLeft > 0 ? 0 : Math.floor(-msLeft / DAY_MS) + 1;
  const state: FreeTimeState = msLeft <= 0 ? 'past' : msLeft <= FREE_TIME_WARNING_MS ? 'due-soon' : 'running';
  return {
    ...base,
    state,
    // Zero free days: free time ended the moment the day began, and there is no last free day.
    lastFreeDay: days === 0 ? null : dayOf(ends - DAY_MS),
    endsAt: new Date(ends).toISOString(),
    msLeft,
    daysCharged,
    accrued: term.price ? times(term.price, daysCharged) : null,
  };
}

/** How pressing a state is: the shipment's flag is its most pressing condition's. */
export const URGENCY: Readonly<Record<FreeTimeState, number>> = {
  past: 4,
  'due-soon': 3,
  running: 2,
  'not-started': 1,
  'no-terms': 0,
};

/** The most pressing countdown (past before due soon ... ; the sooner end first among equals), or null for none. */
export function mostPressing(countdowns: readonly FreeTimeCountdown[]): FreeTimeCountdown | null {
  let best: FreeTimeCountdown | null = null;
  for (const c of countdowns) {
    if (
      best === null ||
      URGENCY[c.state] > URGENCY[best.state] ||
      (URGENCY[c.state] === URGENCY[best.state] && (c.msLeft ?? Infinity) < (best.msLeft ?? Infinity))
    )
      best = c;
  }
  return best;
}

/** Whether a state is flagged in Tracking and on Today. */
export function isFlagged(state: FreeTimeState): state is 'due-soon' | 'past' {
  return state === 'due-soon' || state === 'past';
}

/** Tracking message statuses that are the events free time starts at (the sandbox's and the carriers' names). */
const DISCHARGE_STATUSES = new Set(['discharged', 'discharge']);
/** The container leaves the terminal: a gate out, or the status that implies one (out for delivery, released). */
const GATE_OUT_STATUSES = new Set(['gateout', 'outfordelivery', 'delivered', 'pickedupfromterminal']);

export interface EventMessage {
  readonly status: string | null;
  readonly updatedDate: string | null;
  /** The leg a message is grouped with (sea legs); the discharge at destination is outside the legs' groups. */
  readonly groupIndex?: number | null;
}

/** Statuses that say the cargo sails on: a discharge before one of them was a transhipment. */
const SAILING_STATUSES = new Set(['loaded', 'departed']);

/**
 * The discharge at the port of destination and the first gate out after it,
 * from a shipment's tracking messages. A transhipment's discharge is not it:
 * one grouped with a leg (the legs' messages carry their group index, the
 * arrival at destination none), or one the cargo sailed on from (a later
 * Loaded or Departed), for a service that does not group its messages.
 */
export function freeTimeEventsOf(messages: readonly EventMessage[]): FreeTimeEvents {
  const key = (m: EventMessage) => (m.status ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const sorted = messages
    .filter((m) => m.updatedDate !== null && m.status !== null)
    .toSorted((a, b) => eventMs(a.updatedDate) - eventMs(b.updatedDate));
  let dischargedAt: string | null = null;
  let gateOutAt: string | null = null;
  for (const m of sorted) {
    const status = key(m);
    const ofLeg = m.groupIndex !== undefined && m.groupIndex !== null;
    if (DISCHARGE_STATUSES.has(status) && !ofLeg) {
      dischargedAt = m.updatedDate;
      gateOutAt = null;
    } else if (SAILING_STATUSES.has(status)) {
      dischargedAt = null;
      gateOutAt = null;
    } else if (dischargedAt !== null && gateOutAt === null && GATE_OUT_STATUSES.has(status)) {
      gateOutAt = m.updatedDate;
    }
  }
  return { dischargedAt, gateOutAt };
}
