import { codeLabel } from '@shared/domain/code-labels';
import type { FreeTimeCountdown } from '@shared/domain/free-time';
import { formatCount, formatDate, formatMoney } from './format';

/*
 * A free-time countdown in words, in one place: Tracking's flag and the Today
 * screen say the same thing the same way.
 */

const HOUR_MS = 3_600_000;

export interface FreeTimeWords {
  /** Short, for a badge: "1 d 6 h left", "Past due", "Not started". */
  readonly short: string;
  /** One sentence: what runs, until when, and the charge so far. */
  readonly text: string;
  readonly tone: 'neutral' | 'warning' | 'danger';
}

const START_EVENT_WORDS = { discharge: 'discharge', 'gate-out': 'gate out' } as const;
const NOT_YET_WORDS = { discharge: 'not yet discharged', 'gate-out': 'not yet gated out' } as const;

/** "2 d 5 h" (under a day: "5 h", under an hour: "under 1 h"). */
export function durationText(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < 1) return 'under 1 h';
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days} d ${hours % 24} h` : `${hours} h`;
}

/** The charge so far, with its currency, or says the rate gave none. */
function accruedText(c: FreeTimeCountdown, locale: string | undefined): string {
  if (!c.accrued) return 'no price per day in the rate';
  const amount = formatMoney(c.accrued, locale);
  return c.accrued.currency ? `${amount} accrued` : `${amount} accrued (currency not stated by the rate)`;
}

export function freeTimeWords(c: FreeTimeCountdown, locale?: string): FreeTimeWords {
  const charge = codeLabel('freeTimeCharge', c.chargeType) ?? 'Free time';
  const lastDay = c.lastFreeDay ? formatDate(c.lastFreeDay, locale) : null;
  switch (c.state) {
    case 'no-terms':
      return { short: 'No terms', text: `${charge}: the rate gave no free days or start event`, tone: 'neutral' };
    case 'not-started': {
      const event = c.startEvent ?? 'discharge';
      return {
        short: 'Not started',
        text: `${charge}: free time starts at ${START_EVENT_WORDS[event]}, ${NOT_YET_WORDS[event]}`,
        tone: 'neutral',
      };
    }
    case 'running':
    case 'due-soon': {
      const left = durationText(c.msLeft ?? 0);
      return {
        short: `${left} left`,
        text: `${charge}: ${left} left, last free day ${lastDay ?? 'the start day'}`,
        tone: c.state === 'due-soon' ? 'warning' : 'neutral',
      };
    }
    case 'past':
      return {
        short: 'Past due',
        text: `${charge}: past the last free day${lastDay ? ` (${lastDay})` : ''}, ${formatCount(c.daysCharged, 'day', 'days', locale)} charged, ${accruedText(c, locale)}`,
        tone: 'danger',
      };
  }
}
