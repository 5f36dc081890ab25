import { serviceSentenceText } from '@shared/api/service-sentences';
import { invalidField } from '../errors';
import { isSupportedCurrency, supportedCurrencies } from './currency';
import type { RateRecord, ShipmentSpec } from '../state/records';
import { parseWireDateTime, wireDateTime } from '../util/dates';
import { quoteLocationOf } from './places';

/** What every rating engine answers: the response body and the rates to remember. */
export interface RatingOutcome<B> {
  readonly body: B;
  readonly rates: readonly RateRecord[];
}

/** What engines need from their surroundings. */
export interface RatingContext {
  readonly account: string;
  /** Simulated now, epoch ms: where schedules (pickups, sailings) start. */
  readonly now: number;
  /** The operator's now, epoch ms: where a rate's validity starts (see clock.ts). */
  readonly operatorNow: number;
}

export function requireCurrency(code: string | null | undefined, fallback: string): string {
  const currency = (code ?? fallback).trim().toUpperCase();
  if (!isSupportedCurrency(currency)) {
    throw invalidField('currency', serviceSentenceText.currency(currency, supportedCurrencies.join(', ')));
  }
  return currency;
}

export function requireDateTime(text: string, field: string): number {
  const ms = parseWireDateTime(text);
  if (Number.isNaN(ms)) throw invalidField(field, `${field} must be an ISO 8601 date-time`);
  return ms;
}

/** `29/10/2021 17:30:00`: the cut-off line of the payloads' extraInfo. */
export function cutOffLine(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `Cut-off time: ${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:00`;
}

/**
 * The request as the rating seed sees it: the pickup date counts by its day,
 * not its millisecond, so asking again a minute later gives the same rates.
 */
export function seedView<T extends { pickUpDate: string }>(body: T): T {
  return { ...body, pickUpDate: body.pickUpDate.trim().slice(0, 10) };
}

/**
 * The answer of a sea or air rating whose rates were priced one by one:
 * cheapest first, the places and the requested pickup echoed as the service
 * does, and the rate records to remember.
 */
export function quoteAnswer<W>(
  quoteId: string,
  spec: ShipmentSpec,
  requestedPickup: number,
  priced: Array<{ readonly record: RateRecord; readonly wire: W }>,
): RatingOutcome<unknown> {
  priced.sort((a, b) => a.record.price - b.record.price);
  return {
    body: {
      quoteId,
      origin: quoteLocationOf(spec.origin),
      destination: quoteLocationOf(spec.destination),
      pickUpDate: wireDateTime(requestedPickup),
      rates: priced.map((r) => r.wire),
    },
    rates: priced.map((r) => r.record),
  };
}
