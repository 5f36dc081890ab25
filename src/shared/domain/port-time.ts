import { hasZone, normaliseDateTime } from './datetime';
import { dateTimeFormat } from './intl-formats';

/*
 * Calendar days and wall-clock times in a port's time zone (an IANA name,
 * `Europe/Madrid`), as carriers and terminals count free days. Intl knows the
 * zones' rules, daylight saving included; a null zone is UTC. Dates are
 * `YYYY-MM-DD`, local date-times `YYYY-MM-DDTHH:MM:SS` without a zone.
 */

const DAY_MS = 86_400_000;

/** Whether Intl knows the zone (an IANA name such as `Asia/Shanghai`). */
export function isTimeZone(zone: string): boolean {
  try {
    dateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Clocks change on a quarter hour of UTC at the most often: every zone's offset is whole quarter hours. */
const QUARTER_HOUR_MS = 900_000;
/** Offsets already asked of Intl, by zone and quarter hour: asking costs far more than the sums (bounded, emptied when full). */
const offsets = new Map<string, number>();
const MAX_OFFSETS = 10_000;

/** How far `zone`'s clocks are ahead of UTC at the instant `ms`, as Intl's rules say. */
function measuredOffset(ms: number, zone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - ms;
}

/** How far `zone`'s clocks are ahead of UTC at the instant `ms` (0 for UTC, the null zone). */
export function zoneOffsetMs(ms: number, zone: string | null): number {
  if (zone === null) return 0;
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const key = `${zone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = measuredOffset(quarter * QUARTER_HOUR_MS, zone);
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock date-time in `zone` at the instant `ms` (`2026-12-26T18:30:00`). */
export function localDateTimeAt(ms: number, zone: string | null): string {
  return new Date(Math.floor(ms / 1000) * 1000 + zoneOffsetMs(ms, zone)).toISOString().slice(0, 19);
}

/** Epoch ms of a zoneless `YYYY-MM-DDTHH:MM:SS` read as UTC. */
function asUtc(local: string): number {
  return Date.parse(`${local.slice(0, 19)}Z`);
}

/**
 * The instant a wall-clock time in `zone` names. A time the clocks skip
 * (the hour lost in spring) is read with the offset before the change, so it
 * lands that far after it, as a watch set forward would; a time that happens
 * twice (the hour repeated in autumn) is its first.
 */
export function instantOfLocal(local: string, zone: string | null): number {
  const wall = asUtc(local);
  if (zone === null) return wall;
  const before = wall - zoneOffsetMs(wall - DAY_MS, zone);
  const after = wall - zoneOffsetMs(wall + DAY_MS, zone);
  // The earlier candidate that reads back as this wall-clock time; neither does in a gap.
  for (const candidate of before <= after ? [before, after] : [after, before]) {
    if (asUtc(localDateTimeAt(candidate, zone)) === Math.floor(wall / 1000) * 1000) return candidate + (wall % 1000);
  }
  return before;
}

/**
 * An event time as the port's wall clock reads it. A time without a zone is
 * the carrier's local time at the place (datetime.ts), so it is the port's
 * as written; a time with a zone is moved into the port's (or, the port's
 * zone unknown, kept in its own offset). Null when the text is no date-time.
 */
export function portLocalTime(text: string, zone: string | null): string | null {
  const normalised = normaliseDateTime(text);
  if (normalised === null) return null;
  if (!hasZone(normalised)) return normalised.slice(0, 19);
  const ms = Date.parse(normalised);
  if (Number.isNaN(ms)) return null;
  // The port's zone unknown: the wall clock of the offset it was written in, the likeliest local one.
  return zone !== null ? localDateTimeAt(ms, zone) : normalised.slice(0, 19);
}

/** `2026-12-26` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (`2026-12-26` to `2026-12-31` is 5). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `2026-12-26T18:30:00` -> `2026-12-26`. */
export function dayOf(local: string): string {
  return local.slice(0, 10);
}
