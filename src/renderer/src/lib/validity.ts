import { m } from '@shared/i18n/messages';
import { counted, formatDate, formatTimeOrDateTime, parseAppDateTime } from './format';

/**
 * How long a rate or a quote can still be saved or booked, in words, against
 * the operator's clock. The screens re-evaluate it every 30 seconds.
 */
export type Validity =
  | { readonly state: 'unknown' }
  | { readonly state: 'valid' | 'expiring'; readonly msLeft: number; readonly text: string }
  | { readonly state: 'expired'; readonly msAgo: number; readonly text: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Under this much time left, a rate is shown as about to expire. */
export const EXPIRING_MS = HOUR;

/**
 * "12 min", "2 h 5 min", "18 h", "1 day 4 h", "7 days": as precise as
 * matters at that distance (minutes only in the last hours).
 */
export function durationText(ms: number): string {
  const abs = Math.max(0, ms);
  if (abs < MINUTE) return m.rating_validity_less_than_minute();
  if (abs < HOUR) return m.rating_validity_minutes({ minutes: Math.floor(abs / MINUTE) });
  if (abs < DAY) {
    const hours = Math.floor(abs / HOUR);
    const minutes = Math.floor((abs % HOUR) / MINUTE);
    return minutes && hours < 3
      ? m.rating_validity_hours_minutes({ hours, minutes })
      : m.rating_validity_hours({ hours });
  }
  const days = Math.floor(abs / DAY);
  const hours = Math.floor((abs % DAY) / HOUR);
  // Beyond two days the hours no longer matter to anyone planning.
  if (hours && days < 2) return counted((inputs) => m.rating_validity_days_hours({ ...inputs, hours }), days);
  return counted(m.rating_validity_days, days);
}

/** `now` in epoch milliseconds (the screens' ticking clock). */
export function validityOf(expirationDate: string | null | undefined, now: number): Validity {
  const at = expirationDate ? parseAppDateTime(expirationDate) : null;
  if (!at) return { state: 'unknown' };
  const left = at.getTime() - now;
  if (left <= 0) {
    return { state: 'expired', msAgo: -left, text: m.rating_validity_expired_ago({ duration: durationText(-left) }) };
  }
  return {
    state: left < EXPIRING_MS ? 'expiring' : 'valid',
    msLeft: left,
    text: m.rating_validity_expires_in({ duration: durationText(left) }),
  };
}

/** "until 10:28 PM" for a validity ending within a day, "until Nov 29, 2026" for a later one. */
export function untilText(expirationDate: string, now: number, locale?: string): string {
  const at = parseAppDateTime(expirationDate);
  const soon = at !== null && at.getTime() - now < DAY;
  return m.rating_validity_until({
    when: soon ? formatTimeOrDateTime(expirationDate, new Date(now), locale) : formatDate(expirationDate, locale),
  });
}
