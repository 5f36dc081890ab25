/**
 * Date-times as the freight API sends them: `2021-11-08 17:00:00` (a space),
 * `2022-09-22T06:39:47.7944899` (7 fraction digits, no zone),
 * `2021-10-28T16:54:30.094Z`, date-only values. The app keeps ONE form: ISO 8601
 * with `T` and seconds, at most 3 fraction digits (truncated, never rounded, so
 * a value never moves into the next second), and the zone only when one was
 * given: the service's zoneless values are local times of the carrier and
 * inventing a zone would shift them.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * The normalised form of a date-time text, or null when it is not one.
 * Date-only values get `T00:00:00` so every value has the same shape.
 */
export function normaliseDateTime(text: string): string | null {
  if (isPlainLocalDateTime(text)) return text;
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction, zone] = m;
  if (!inRange(month, 1, 12) || !inRange(day, 1, 31) || !inRange(hour, 0, 24)) return null;
  if (!inRange(minute, 0, 59) || !inRange(second, 0, 60)) return null;
  if (zone !== undefined && m[4] === undefined) return null; // a zone on a bare date means nothing
  const frac = fraction ? `.${fraction.slice(0, 3)}` : '';
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${frac}${normaliseZone(zone)}`;
}

/**
 * Epoch ms of an ISO date-time that names its zone (Z or an offset), or null:
 * a moment given without one would be another moment on each machine.
 */
export function momentWithZone(text: string): number | null {
  const trimmed = text.trim();
  const ms = /(Z|[+-]\d{2}:\d{2})$/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** True when the normalised value carries a zone (Z or an offset). */
export function hasZone(normalised: string): boolean {
  return /(Z|[+-]\d{2}:\d{2})$/.test(normalised);
}

const ZERO = 48;
/** The two digits at `at` as a number, or -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - ZERO;
  const ones = text.charCodeAt(at + 1) - ZERO;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/**
 * Whether a text is already in the one form, as most of the service's values
 * are (`2026-12-24T22:00:00`): then it is its own normalised form, found
 * without the regex's captures and a new string (a large sea rating holds
 * hundreds of them). Anything else goes the general way.
 */
function isPlainLocalDateTime(text: string): boolean {
  if (text.length !== 19 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T') return false;
  if (text[13] !== ':' || text[16] !== ':') return false;
  const century = twoDigits(text, 0);
  const year = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  return (
    century >= 0 &&
    year >= 0 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    hour >= 0 &&
    hour <= 24 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 60
  );
}

function inRange(text: string | undefined, min: number, max: number): boolean {
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max;
}

/** `z` -> `Z`, `+0200` / `+02` -> `+02:00`. */
function normaliseZone(zone: string | undefined): string {
  if (zone === undefined) return '';
  if (zone === 'Z' || zone === 'z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

/** `hh:mm` or `hh:mm:ss` (24 h), the spec's time-span format for pickup times. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Seconds since midnight of an `hh:mm[:ss]` text, or null when it is not one. */
export function secondsOfDay(text: string): number | null {
  const m = TIME_OF_DAY.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An app date-time (ISO 8601, zone optional) as a Date to show. A value without a zone
 * is a local time of the carrier: it is shown as written, never shifted.
 */
export function parseAppDateTime(text: string): Date | null {
  const m = ISO_PARTS.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const date = zone ? new Date(text) : new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? null : date;
}
