import type { SavedQuote } from '@shared/api/quotes';
import type { Rate, SeaRate } from '@shared/api/rating';
import { sizeTypeKey, type FreeTimeTerm } from '@shared/domain/free-time';
import type { StoredRate } from '@main/store';
import type { FreeTimeSource, FreeTimeBooking, FreeTimePort } from '@main/store/free-time-records';

/*
 * What a sea rate gives the free-time clocks, kept from the rating to the
 * booking: its conditions, the port of destination the rating asked for and
 * the containers it asked for per size type. The booking's answer carries
 * none of them.
 */

/** The free-time conditions of a rate: a sea rate's `conditions`; null for a rate that has none (road, air). */
export function freeTimeTermsOf(rate: Rate): FreeTimeTerm[] | null {
  // Loose objects: `in` does not narrow the union, so the sea rate is named (only it has conditions).
  return 'conditions' in rate ? (rate as SeaRate).conditions.map((c) => ({ ...c })) : null;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The rate's last stop: where its schedule ends, its last leg's (one schedule detail per leg) last route. */
function lastStopOf(rate: Rate): { unLocCode: string | null; city: string | null; countryCode: string | null } | null {
  if (!('scheduleDetails' in rate)) return null;
  // As in freeTimeTermsOf: the union's loose objects do not narrow on `in`.
  const routes = (rate as SeaRate).scheduleDetails.flatMap((detail) => detail.routeDetails);
  return routes.at(-1)?.toLocation ?? null;
}

/** The port the rating asked for (its UN/LOCODE), placed by the rate's schedule where it ends there. */
function portOf(request: Record<string, unknown>, rate: Rate): FreeTimePort | null {
  const asked = textOf(request['destinationUnLocCode'])?.toUpperCase() ?? null;
  const stop = lastStopOf(rate);
  const code = asked ?? stop?.unLocCode?.toUpperCase() ?? null;
  const sameStop = stop !== null && (asked === null || stop.unLocCode?.toUpperCase() === asked);
  if (code === null && !sameStop) return null;
  return {
    code,
    city: sameStop ? (stop.city ?? null) : null,
    countryCode: sameStop ? (stop.countryCode ?? null) : (code?.slice(0, 2) ?? null),
  };
}

/** The containers of an FCL rating request per size type (`DRY40` x 2 and x 1 -> `40DRY`: 3); null without a list. */
function containersOf(request: Record<string, unknown>): Record<string, number> | null {
  const list = request['containers'];
  if (!Array.isArray(list)) return null;
  const counts: Record<string, number> = {};
  for (const line of list as unknown[]) {
    const { type, quantity } = (line ?? {}) as Record<string, unknown>;
    if (typeof type !== 'string' || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0)
      return null;
    const key = sizeTypeKey(type);
    counts[key] = (counts[key] ?? 0) + quantity;
  }
  return counts;
}

/** What a rating request and its rate say of the booking free time will count for. */
export function keptBookingOf(request: unknown, rate: Rate): FreeTimeBooking {
  // The request was checked by the rating channel's schema before it was kept; read loosely, field by field.
  const fields = (request ?? {}) as Record<string, unknown>;
  return { port: portOf(fields, rate), containers: containersOf(fields) };
}

/** A stored sea rate's free time, or null for a rate without conditions. */
export function freeTimeSourceOf(stored: StoredRate): FreeTimeSource | null {
  const terms = freeTimeTermsOf(stored.rate);
  return terms && terms.length > 0 ? { terms, booking: keptBookingOf(stored.request, stored.rate) } : null;
}

/** The shipment id saving answered, when the service's list item carries it (the sandbox's does). */
export function savedShipmentIdOf(quote: SavedQuote): string | null {
  const value = (quote as Record<string, unknown>)['shipmentId'];
  return typeof value === 'string' && value !== '' ? value : null;
}
