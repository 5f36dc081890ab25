import { localDateTimeAt } from '@shared/domain/port-time';

/**
 * Date helpers. The service writes date-times without a zone
 * (`2021-10-28T17:30:00`); the sandbox does the same, in UTC, so its answers
 * look like the real ones (the client treats zoneless values as they come),
 * except a sea shipment's tracking events, written in their port's local time
 * as lines write them (wireLocalDateTime). A deadline on the operator's clock
 * (wireOperatorTime) carries its zone, because the desk judges it against the
 * operator's own.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** `2021-10-28T17:30:00` (UTC, no zone, no fraction). */
export function wireDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/**
 * `2021-10-28T19:30:00`: the wall-clock time at a place whose IANA zone is
 * given (a port's), without a zone, as lines write their tracking events;
 * UTC when the zone is null.
 */
export function wireLocalDateTime(ms: number, zone: string | null): string {
  return localDateTimeAt(Math.floor(ms / 1000) * 1000, zone);
}

/**
 * `2021-10-28T17:30:00Z`: a moment on the operator's clock (a rate's validity,
 * a quote's expiry; see clock.ts). Unlike the carrier's local times it carries
 * its zone, so a desk in any time zone reads the instant the sandbox judges by.
 */
export function wireOperatorTime(ms: number): string {
  return `${wireDateTime(ms)}Z`;
}

/** `2022-09-22T06:39:47.7944899Z`: the sea form of an expiration date, with its zone (see wireOperatorTime). */
export function wireOperatorTime7(ms: number): string {
  return `${wireDateTime7(ms)}Z`;
}

/** `2021-11-08 17:00:00`: the space form of the LCL deadlines. */
export function wireDateTimeSpace(ms: number): string {
  return wireDateTime(ms).replace('T', ' ');
}

/** `2022-09-22T06:39:47.7944899`: the 7-fraction-digit form of sea expiration dates. */
export function wireDateTime7(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 23)}${String(ms % 7919).padStart(4, '0')}`;
}

/** Parses an API date-time: zoneless values are read as UTC. NaN when not a date-time. */
export function parseWireDateTime(text: string): number {
  const t = text.trim().replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(t);
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(t);
  return Date.parse(dateOnly ? `${t}T00:00:00Z` : hasZone ? t : `${t}Z`);
}

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}

export function isWeekend(ms: number): boolean {
  const day = new Date(ms).getUTCDay();
  return day === 0 || day === 6;
}

/** The same time of day on the next working day when `ms` falls on a weekend. */
export function nextWorkingDay(ms: number): number {
  let t = ms;
  while (isWeekend(t)) t += DAY;
  return t;
}

/** `days` working days (Monday-Friday) after `ms`, keeping the time of day. */
export function addWorkingDays(ms: number, days: number): number {
  let t = ms;
  let left = days;
  while (left > 0) {
    t += DAY;
    if (!isWeekend(t)) left -= 1;
  }
  return t;
}

/** `ms` at hh:mm UTC of the same day. */
export function atTimeOfDay(ms: number, hours: number, minutes = 0): number {
  return startOfUtcDay(ms) + hours * HOUR + minutes * MINUTE;
}

/** `hh:mm:ss` from seconds since midnight. */
export function timeOfDayText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
