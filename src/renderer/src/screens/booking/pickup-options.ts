import type { PickupTimes } from '@shared/api/pickup';
import { secondsOfDay } from '@shared/domain/datetime';

/**
 * The pickup times the carrier offers for a quote, as the choices of the two
 * pickup fields. When the service offers none (or the call fails) the form
 * falls back to typed hh:mm times.
 */
export interface PickupChoices {
  /** Start times as the service sent them (`11:00:00`), in its order. */
  readonly from: readonly string[];
  readonly to: readonly string[];
  /** The shortest window the carrier accepts, in minutes. */
  readonly minRangeMinutes: number | null;
}

const valid = (times: readonly string[]) => times.filter((t) => secondsOfDay(t) !== null);

/** The choices, or null when the service offered nothing usable. */
export function pickupChoices(times: PickupTimes | null | undefined): PickupChoices | null {
  if (!times) return null;
  const from = valid(times.from);
  const to = valid(times.to);
  if (from.length === 0 || to.length === 0) return null;
  return { from, to, minRangeMinutes: times.minRangeInMinutes ?? null };
}

/** The end times that make a window of at least the minimum range after `from` (all when from is not chosen). */
export function endTimesAfter(choices: PickupChoices, from: string): string[] {
  const start = secondsOfDay(from);
  if (start === null) return [...choices.to];
  const min = (choices.minRangeMinutes ?? 0) * 60;
  return choices.to.filter((t) => (secondsOfDay(t) ?? -1) >= start + Math.max(min, 1));
}

/** "11:00" for "11:00:00": how a time reads on a desk. */
export function shortTime(time: string): string {
  const m = /^(\d{2}:\d{2})(?::00)?$/.exec(time.trim());
  return m ? (m[1] as string) : time;
}
