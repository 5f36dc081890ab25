import type { ClockMoment, EnteredEvent, EnteredEventKind, FreeTimeClock } from '@shared/domain/free-time';
import type { ClockEvent } from '@shared/domain/free-time-events';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import { m } from '@shared/i18n/messages';
import { counted, formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { chargeSum, clockName, eventTitle, eventWithArticle, freeTimeWords, moneyText } from '../../lib/free-time-text';

/*
 * A shipment's free time as its detail shows it: the events its clocks start
 * and stop at (reported, entered by hand, or not reported), and each clock
 * with every figure its charge is worked out from, so the operator can do
 * the sum again by hand. Pure (the locale passed in).
 */

export interface Fact {
  readonly label: string;
  readonly value: string;
}

export interface EventLine {
  readonly event: ClockEvent;
  readonly title: string;
  /** When, and who said so: "27 Dec 2026, 10:00 · reported by the carrier". */
  readonly text: string;
  /** A word that needs the operator's eye before the text ("Not reported"); null when none does. */
  readonly warning: string | null;
  /** The operator may enter (or change) it by hand. */
  readonly enterable: EnteredEventKind | null;
  /** What the operator entered, when there is an entry to change or take back. */
  readonly entered: EnteredEvent | null;
}

export interface ClockCard {
  readonly key: string;
  readonly title: string;
  readonly badge: string;
  readonly tone: 'neutral' | 'warning' | 'danger';
  readonly facts: readonly Fact[];
}

export interface FreeTimeDetail {
  /** Whose days the clocks count: "Days of the port of Barcelona (ESBCN), Europe/Madrid time". */
  readonly days: string;
  readonly events: readonly EventLine[];
  readonly clocks: readonly ClockCard[];
  /** What the clocks charged so far, with what it leaves out. */
  readonly total: string;
}

/** "Days of the port of Barcelona (ESBCN), Europe/Madrid time", or why they are UTC's. */
function daysText(item: FreeTimeItem): string {
  const port = item.port;
  if (!port) return m.tracking_free_no_port();
  const name = [port.city, port.code ? `(${port.code})` : null].filter(Boolean).join(' ');
  return port.timeZone
    ? m.tracking_free_port_days({ name, zone: port.timeZone })
    : m.tracking_free_port_no_zone({ name });
}

/** The moment a clock waits on or started at, in words. */
function momentText(moment: ClockMoment, locale: string): string {
  if (moment.at === null) return m.tracking_free_not_reported();
  const by = moment.source === 'entered' ? m.tracking_free_entered_by_hand() : m.tracking_free_reported_by_carrier();
  return m.tracking_free_moment({
    when: formatDateTime(moment.at, locale),
    portTime: m.tracking_free_port_time_words(),
    by,
  });
}

function eventLine(item: FreeTimeItem, event: ClockEvent, locale: string): EventLine {
  const reported =
    event === 'discharge' ? item.events.discharge : event === 'release' ? item.events.release : item.events.emptyReturn;
  const entered = event === 'discharge' ? null : (item.entered.find((e) => e.event === event) ?? null);
  const uses = item.clocks.find((c) => c.start.event === event || c.stop.event === event);
  const moment = uses ? (uses.start.event === event ? uses.start : uses.stop) : null;
  const title =
    event === 'discharge' && item.port?.city
      ? m.tracking_free_title_discharge_at({ city: item.port.city })
      : eventTitle(event);
  // What it ends must have happened first: the discharge before a release, the release before an empty return.
  const before =
    event === 'release'
      ? item.events.discharge
      : (item.events.release ?? item.entered.find((e) => e.event === 'release'));
  const enterable = event !== 'discharge' && !reported && before ? event : null;
  const waited = item.clocks.some((c) => c.unreported === event);
  if (reported && moment?.at) {
    const said = momentText(moment, locale);
    const text = entered
      ? m.tracking_free_entry_set_aside({ moment: said, when: formatDateTime(entered.at, locale) })
      : said;
    return { event, title, text, warning: null, enterable: null, entered };
  }
  if (entered) {
    const text = momentText({ event, at: entered.at, source: 'entered', message: null }, locale);
    return { event, title, text, warning: null, enterable, entered };
  }
  if (waited)
    return {
      event,
      title,
      text: m.tracking_free_delivered_without(),
      warning: m.tracking_free_warning_unreported(),
      enterable,
      entered: null,
    };
  const text = before ? m.tracking_free_not_reported_yet() : m.tracking_free_not_yet();
  return { event, title, text, warning: null, enterable, entered: null };
}

function containersText(c: FreeTimeClock, locale: string): string {
  if (c.unit === 'shipment') return m.tracking_free_lcl_shipment();
  if (c.containers === null) return m.tracking_free_containers_unknown({ size: c.containerSizeType ?? m.tracking_free_every_size() });
  const containers = counted(m.tracking_free_containers, c.containers, locale);
  return c.containerSizeType ? m.tracking_free_containers_of({ containers, size: c.containerSizeType }) : containers;
}

function priceText(c: FreeTimeClock, locale: string): string {
  if (!c.pricePerDay) return m.tracking_free_no_price();
  const price = moneyText(c.pricePerDay, locale);
  return c.unit === 'shipment' ? m.tracking_free_price_shipment({ price }) : m.tracking_free_price_container({ price });
}

function chargedDaysText(c: FreeTimeClock, locale: string): string {
  if (c.daysCharged === 0 || !c.chargedFrom || !c.chargedThrough) return '0';
  const span =
    c.chargedFrom === c.chargedThrough
      ? formatDate(c.chargedFrom, locale)
      : m.tracking_free_span({ from: formatDate(c.chargedFrom, locale), through: formatDate(c.chargedThrough, locale) });
  const days = formatNumber(c.daysCharged, locale);
  return c.state === 'stopped'
    ? m.tracking_free_days_charged_stopped({ days, span })
    : m.tracking_free_days_charged_so_far({ days, span });
}

function clockCard(c: FreeTimeClock, locale: string): ClockCard {
  const words = freeTimeWords(c, locale);
  const started = c.start.at !== null && c.state !== 'not-started';
  const startsAt = eventWithArticle(c.start.event);
  const facts: Fact[] = [
    { label: m.tracking_free_fact_containers(), value: containersText(c, locale) },
    {
      label: m.tracking_free_fact_free_days(),
      value:
        c.freeDays === null
          ? m.tracking_free_no_price()
          : m.tracking_free_free_days_from({ days: formatNumber(c.freeDays, locale), event: startsAt }),
    },
    {
      label: m.tracking_free_fact_starts({ event: startsAt }),
      value: started ? momentText(c.start, locale) : m.tracking_free_not_yet(),
    },
    {
      label: m.tracking_free_fact_last_day(),
      value: c.lastFreeDay
        ? formatDate(c.lastFreeDay, locale)
        : started
          ? m.tracking_free_charged_from_first()
          : '—',
    },
    {
      label: m.tracking_free_fact_stops({ event: eventWithArticle(c.stop.event) }),
      value:
        c.stop.at !== null
          ? momentText(c.stop, locale)
          : c.unreported
            ? m.tracking_free_not_reported()
            : m.tracking_free_not_yet(),
    },
    { label: m.tracking_free_fact_price(), value: priceText(c, locale) },
    { label: m.tracking_free_fact_days_charged(), value: started ? chargedDaysText(c, locale) : '—' },
  ];
  if (started && c.state !== 'no-terms') {
    const sum = chargeSum(c, locale);
    const charge =
      c.state === 'stopped'
        ? sum
        : c.unreported
          ? m.tracking_free_charge_if_running({ sum })
          : m.tracking_free_charge_so_far({ sum });
    if (c.unit === 'container' && c.perContainer)
      facts.push({ label: m.tracking_free_fact_per_container(), value: moneyText(c.perContainer, locale) });
    facts.push({ label: m.tracking_free_fact_charge(), value: charge });
  }
  return { key: c.key, title: clockName(c), badge: words.short, tone: words.tone, facts };
}

function totalText(item: FreeTimeItem, locale: string): string {
  const { totals, complete } = item.charged;
  const amounts = totals.map((money) => moneyText(money, locale)).join(' + ');
  const open = item.clocks.some((c) => c.unreported !== null && c.daysCharged > 0);
  const sum =
    amounts === ''
      ? formatMoney({ value: 0, currency: item.pressing?.pricePerDay?.currency ?? null }, locale)
      : amounts;
  const parts = [m.tracking_free_charged_total({ sum: amounts === '' && !complete ? m.tracking_free_not_known() : sum })];
  if (!complete) parts.push(m.tracking_free_total_incomplete());
  if (open) parts.push(m.tracking_free_total_open());
  return parts.join('; ');
}

export function freeTimeDetail(item: FreeTimeItem, locale: string): FreeTimeDetail {
  const used = new Set(item.clocks.flatMap((c) => [c.start.event, c.stop.event]));
  const order: readonly ClockEvent[] = ['discharge', 'release', 'empty-return'];
  return {
    days: daysText(item),
    events: order.filter((e) => used.has(e)).map((e) => eventLine(item, e, locale)),
    clocks: item.clocks.map((c) => clockCard(c, locale)),
    total: totalText(item, locale),
  };
}
