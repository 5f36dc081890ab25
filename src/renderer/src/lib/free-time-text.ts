import { codeLabel } from '@shared/domain/code-labels';
import type { FreeTimeClock } from '@shared/domain/free-time';
import type { ClockEvent } from '@shared/domain/free-time-events';
import type { Money } from '@shared/domain/money';
import { m } from '@shared/i18n/messages';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import { counted, formatDate, formatDateTime, formatMoney } from './format';

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

/** One table of an event's words (each read when said, in the desk's language then). */
interface EventWords {
  /** Bare, as a clause's subject: "release not reported". */
  readonly word: () => string;
  /** With its article, after "at" or "from": "the discharge", "the release" (the full container's gate out). */
  readonly the: () => string;
  /** What it is, for the detail's list. */
  readonly title: () => string;
  readonly notYet: () => string;
  /** The button that enters it by hand. */
  readonly enter: () => string;
}

const EVENTS: Readonly<Record<ClockEvent, EventWords>> = {
  discharge: {
    word: m.change_stop_discharge,
    the: m.tracking_free_the_discharge,
    title: m.tracking_free_title_discharge,
    notYet: m.tracking_free_not_yet_discharged,
    enter: m.tracking_free_enter_discharge,
  },
  release: {
    word: m.change_stop_release,
    the: m.tracking_free_the_release,
    title: m.tracking_free_title_release,
    notYet: m.tracking_free_not_yet_released,
    enter: m.tracking_free_enter_release,
  },
  'empty-return': {
    word: m.change_stop_empty_return,
    the: m.tracking_free_the_empty_return,
    title: m.tracking_free_title_empty_return,
    notYet: m.tracking_free_not_yet_returned,
    enter: m.tracking_free_enter_empty_return,
  },
};

/** "the discharge", "the release", "the empty return". */
export const eventWithArticle = (event: ClockEvent): string => EVENTS[event].the();
/** What an event is, for the detail's list: "Release (full gate out)". */
export const eventTitle = (event: ClockEvent): string => EVENTS[event].title();
/** "Enter the release": the button that enters an event by hand. */
export const enterEventText = (event: ClockEvent): string => EVENTS[event].enter();

/** "2 d 5 h" (under a day: "5 h", under an hour: "under 1 h"). */
export function durationText(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < 1) return m.tracking_free_under_hour();
  const days = Math.floor(hours / 24);
  return days > 0 ? m.tracking_free_days_hours({ days, hours: hours % 24 }) : m.tracking_free_hours({ hours });
}

/** "Demurrage 40DRY": what the clock charges for (an LCL shipment's nominal box is left out). */
export function clockName(c: FreeTimeClock): string {
  const charge = codeLabel('freeTimeCharge', c.chargeType) ?? m.tracking_free_title();
  return c.unit === 'container' && c.containerSizeType ? `${charge} ${c.containerSizeType}` : charge;
}

/** An amount with its currency, or said to have none. */
export function moneyText(money: Money, locale?: string): string {
  const amount = formatMoney(money, locale);
  return money.currency ? amount : m.tracking_free_no_currency({ amount });
}

/**
 * The sum behind the clock's charge: "3 days × €150.00 × 3 containers =
 * €1,350.00"; an LCL shipment's has no containers; said when the price or
 * the containers are not known.
 */
export function chargeSum(c: FreeTimeClock, locale?: string): string {
  const days = counted(m.tracking_free_days, c.daysCharged, locale);
  if (!c.pricePerDay || !c.perContainer) return m.tracking_free_sum_no_price({ days });
  const perDay = formatMoney(c.pricePerDay, locale);
  const each = moneyText(c.perContainer, locale);
  if (c.unit === 'shipment') return m.tracking_free_sum_shipment({ days, perDay, total: each });
  if (c.containers === null || !c.accrued) return m.tracking_free_sum_unknown_boxes({ days, perDay, total: each });
  const containers = counted(m.tracking_free_containers, c.containers, locale);
  return m.tracking_free_sum({ days, perDay, containers, total: moneyText(c.accrued, locale) });
}

/** "If the container is still out": the figures of a clock whose stop the shipment may have passed unreported. */
function ifStillOut(c: FreeTimeClock): string {
  const stop = EVENTS[c.stop.event].word();
  if (c.unit === 'shipment') return m.tracking_free_still_out_shipment({ stop });
  return c.stop.event === 'release' ? m.tracking_free_still_at_terminal({ stop }) : m.tracking_free_still_out({ stop });
}

/**
 * A clock in words. `port` names the port whose calendar the last free day
 * is a day of ("Valencia"), where the words stand away from the shipment's
 * detail (a list, Today).
 */
export function freeTimeWords(c: FreeTimeClock, locale?: string, port?: string | null): FreeTimeWords {
  const name = clockName(c);
  const day = c.lastFreeDay ? formatDate(c.lastFreeDay, locale) : null;
  const lastDay = day && port ? m.tracking_free_day_at_port({ day, port }) : day;
  switch (c.state) {
    case 'no-terms':
      return { short: m.tracking_free_no_terms(), text: m.tracking_free_no_terms_text({ name }), tone: 'neutral' };
    case 'not-started': {
      const event = EVENTS[c.start.event];
      if (c.unreported)
        return {
          short: m.tracking_free_start_unreported(),
          text: m.tracking_free_start_unreported_text({ name, event: event.the() }),
          tone: 'warning',
        };
      return {
        short: m.tracking_free_not_started(),
        text: m.tracking_free_not_started_text({ name, event: event.the(), notYet: event.notYet() }),
        tone: 'neutral',
      };
    }
    case 'running':
    case 'due-soon': {
      const duration = durationText(c.msLeft ?? 0);
      const tail = m.tracking_free_left_until({ duration, day: lastDay ?? m.tracking_free_the_start_day() });
      return c.unreported
        ? {
            short: m.tracking_free_end_unreported(),
            text: m.tracking_free_clause_then({ name, first: ifStillOut(c), then: tail }),
            tone: 'warning',
          }
        : {
            short: m.tracking_free_left({ duration }),
            text: m.tracking_free_clause({ name, text: tail }),
            tone: c.state === 'due-soon' ? 'warning' : 'neutral',
          };
    }
    case 'past': {
      const sum = chargeSum(c, locale);
      const past = lastDay ? m.tracking_free_past_day({ day: lastDay, sum }) : m.tracking_free_past({ sum });
      return c.unreported
        ? {
            short: m.tracking_free_end_unreported(),
            text: m.tracking_free_clause_then({ name, first: ifStillOut(c), then: past }),
            tone: 'danger',
          }
        : { short: m.tracking_free_past_due(), text: m.tracking_free_clause({ name, text: past }), tone: 'danger' };
    }
    case 'stopped': {
      const stopped = {
        name,
        event: EVENTS[c.stop.event].the(),
        when: c.stop.at ? formatDateTime(c.stop.at, locale) : '',
        charged: c.daysCharged === 0 ? m.tracking_free_nothing_charged() : chargeSum(c, locale),
      };
      return {
        short: m.tracking_free_stopped(),
        text:
          c.stop.source === 'entered'
            ? m.tracking_free_stopped_entered_text(stopped)
            : m.tracking_free_stopped_text(stopped),
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
  const charged = totals.filter((money) => money.value !== 0);
  const short = !complete
    ? m.tracking_free_stopped_unknown()
    : charged.length === 0
      ? m.tracking_free_stopped_none()
      : m.tracking_free_stopped_charged({ amounts: charged.map((money) => formatMoney(money, locale)).join(' + ') });
  return { short, text: every.join('\n'), tone: 'neutral' };
}
