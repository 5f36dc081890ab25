import { codeLabel } from '@shared/domain/code-labels';
import type { FreeTimeClock } from '@shared/domain/free-time';
import type { ClockEvent } from '@shared/domain/free-time-events';
import type { Money } from '@shared/domain/money';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import { formatCount, formatDate, formatDateTime, formatMoney } from './format';

/*
 * A free-time clock in words, in one place: Tracking's flag, the Today screen
 * and the shipment's detail say the same thing the same way, with the sum
 * that gives the amount (days x price per day x containers), so the operator
 * can work it out again by hand.
 */

const HOUR_MS = 3_600_000;

export interface FreeTimeWords {
  /** Short, for a badge or a cell: "1 d 6 h left", "Past due", "End not reported", "Stopped". */
  readonly short: string;
  /** One sentence: what runs, until when, and the charge so far. */
  readonly text: string;
  readonly tone: 'neutral' | 'warning' | 'danger';
}

/** The events in words: "the discharge", "the release" (the full container's gate out), "the empty return". */
export const EVENT_WORDS: Readonly<Record<ClockEvent, string>> = {
  discharge: 'discharge',
  release: 'release',
  'empty-return': 'empty return',
};
/** What an event is, for the detail's list. */
export const EVENT_TITLES: Readonly<Record<ClockEvent, string>> = {
  discharge: 'Discharge',
  release: 'Release (full gate out)',
  'empty-return': 'Empty return',
};
const NOT_YET_WORDS: Readonly<Record<ClockEvent, string>> = {
  discharge: 'not yet discharged',
  release: 'not yet released',
  'empty-return': 'the empty not yet returned',
};

/** "2 d 5 h" (under a day: "5 h", under an hour: "under 1 h"). */
export function durationText(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < 1) return 'under 1 h';
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days} d ${hours % 24} h` : `${hours} h`;
}

/** "Demurrage 40DRY": what the clock charges for (an LCL shipment's nominal box is left out). */
export function clockName(c: FreeTimeClock): string {
  const charge = codeLabel('freeTimeCharge', c.chargeType) ?? 'Free time';
  return c.unit === 'container' && c.containerSizeType ? `${charge} ${c.containerSizeType}` : charge;
}

/** An amount with its currency, or said to have none. */
export function moneyText(m: Money, locale?: string): string {
  const amount = formatMoney(m, locale);
  return m.currency ? amount : `${amount} (currency not stated by the rate)`;
}

/**
 * The sum behind the clock's charge: "3 days × €150.00 × 3 containers =
 * €1,350.00"; an LCL shipment's has no containers; said when the price or
 * the containers are not known.
 */
export function chargeSum(c: FreeTimeClock, locale?: string): string {
  const days = formatCount(c.daysCharged, 'day', 'days', locale);
  if (!c.pricePerDay || !c.perContainer) return `${days} charged; the rate gave no price per day`;
  const perDay = formatMoney(c.pricePerDay, locale);
  if (c.unit === 'shipment') return `${days} × ${perDay} = ${moneyText(c.perContainer, locale)}`;
  if (c.containers === null || !c.accrued)
    return `${days} × ${perDay} = ${moneyText(c.perContainer, locale)} a container (how many were booked is not known)`;
  const boxes = formatCount(c.containers, 'container', 'containers', locale);
  return `${days} × ${perDay} × ${boxes} = ${moneyText(c.accrued, locale)}`;
}

/** "If the container is still out": the figures of a clock whose stop the shipment may have passed unreported. */
function ifStillOut(c: FreeTimeClock): string {
  const stop = EVENT_WORDS[c.stop.event];
  return c.unit === 'shipment'
    ? `${stop} not reported; if it has not happened`
    : `${stop} not reported; if the container ${c.stop.event === 'release' ? 'is still at the terminal' : 'is still out'}`;
}

/**
 * A clock in words. `port` names the port whose calendar the last free day
 * is a day of ("Valencia"), where the words stand away from the shipment's
 * detail (a list, Today).
 */
export function freeTimeWords(c: FreeTimeClock, locale?: string, port?: string | null): FreeTimeWords {
  const name = clockName(c);
  const lastDay = c.lastFreeDay ? `${formatDate(c.lastFreeDay, locale)}${port ? ` at ${port}` : ''}` : null;
  switch (c.state) {
    case 'no-terms':
      return { short: 'No terms', text: `${name}: the rate gave no free days or start event`, tone: 'neutral' };
    case 'not-started': {
      const event = c.start.event;
      if (c.unreported)
        return {
          short: 'Start not reported',
          text: `${name}: starts at the ${EVENT_WORDS[event]}, which was not reported though the shipment was delivered; enter it in the shipment’s free time`,
          tone: 'warning',
        };
      return {
        short: 'Not started',
        text: `${name}: free time starts at the ${EVENT_WORDS[event]}, ${NOT_YET_WORDS[event]}`,
        tone: 'neutral',
      };
    }
    case 'running':
    case 'due-soon': {
      const left = durationText(c.msLeft ?? 0);
      const tail = `${left} left, last free day ${lastDay ?? 'the start day'}`;
      return c.unreported
        ? { short: 'End not reported', text: `${name}: ${ifStillOut(c)}, ${tail}`, tone: 'warning' }
        : { short: `${left} left`, text: `${name}: ${tail}`, tone: c.state === 'due-soon' ? 'warning' : 'neutral' };
    }
    case 'past': {
      const past = `past the last free day${lastDay ? ` (${lastDay})` : ''}, ${chargeSum(c, locale)} so far`;
      return c.unreported
        ? { short: 'End not reported', text: `${name}: ${ifStillOut(c)}, ${past}`, tone: 'danger' }
        : { short: 'Past due', text: `${name}: ${past}`, tone: 'danger' };
    }
    case 'stopped': {
      const when = c.stop.at ? formatDateTime(c.stop.at, locale) : '';
      const by = c.stop.source === 'entered' ? ' (entered by hand)' : '';
      const charged = c.daysCharged === 0 ? 'within free time, nothing charged' : chargeSum(c, locale);
      return {
        short: 'Stopped',
        text: `${name}: stopped at the ${EVENT_WORDS[c.stop.event]}, ${when}${by}: ${charged}`,
        tone: 'neutral',
      };
    }
  }
}

/**
 * A shipment's free time for the list's cell: its most pressing clock, or,
 * once every clock stopped, what they charged in all ("Stopped, €1,350.00");
 * the tooltip says every clock.
 */
export function shipmentFreeTimeWords(item: FreeTimeItem, locale?: string): FreeTimeWords | null {
  const pressing = item.pressing;
  if (!pressing || pressing.state === 'no-terms') return null;
  const port = item.port?.city ?? item.port?.code ?? null;
  const every = item.clocks.filter((c) => c.state !== 'no-terms').map((c) => freeTimeWords(c, locale, port).text);
  const words = freeTimeWords(pressing, locale, port);
  if (pressing.state !== 'stopped') return { ...words, text: every.join('\n') };
  const { totals, complete } = item.charged;
  const charged = totals.filter((m) => m.value !== 0);
  const short = !complete
    ? 'Stopped, charge not known'
    : charged.length === 0
      ? 'Stopped, none charged'
      : `Stopped, ${charged.map((m) => formatMoney(m, locale)).join(' + ')}`;
  return { short, text: every.join('\n'), tone: 'neutral' };
}
