import type { ClockMoment, EnteredEvent, EnteredEventKind, FreeTimeClock } from '@shared/domain/free-time';
import type { ClockEvent } from '@shared/domain/free-time-events';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import { formatCount, formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { chargeSum, clockName, EVENT_TITLES, EVENT_WORDS, freeTimeWords, moneyText } from '../../lib/free-time-text';

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

const PORT_TIME = 'port time';

/** "Days of the port of Barcelona (ESBCN), Europe/Madrid time", or why they are UTC's. */
function daysText(item: FreeTimeItem): string {
  const port = item.port;
  if (!port) return 'The desk did not keep this booking’s port of destination: days are counted in UTC.';
  const name = [port.city, port.code ? `(${port.code})` : null].filter(Boolean).join(' ');
  return port.timeZone
    ? `Days of the port of ${name}, ${port.timeZone} time; times are the port’s.`
    : `The time zone of ${name} is not known to the desk: days are counted in UTC.`;
}

/** The moment a clock waits on or started at, in words. */
function momentText(m: ClockMoment, locale: string): string {
  if (m.at === null) return 'not reported';
  const by = m.source === 'entered' ? 'entered by hand' : 'reported by the carrier';
  return `${formatDateTime(m.at, locale)} (${PORT_TIME}) · ${by}`;
}

function eventLine(item: FreeTimeItem, event: ClockEvent, locale: string): EventLine {
  const reported =
    event === 'discharge' ? item.events.discharge : event === 'release' ? item.events.release : item.events.emptyReturn;
  const entered = event === 'discharge' ? null : (item.entered.find((e) => e.event === event) ?? null);
  const uses = item.clocks.find((c) => c.start.event === event || c.stop.event === event);
  const moment = uses ? (uses.start.event === event ? uses.start : uses.stop) : null;
  const title = event === 'discharge' && item.port?.city ? `Discharge at ${item.port.city}` : EVENT_TITLES[event];
  // What it ends must have happened first: the discharge before a release, the release before an empty return.
  const before =
    event === 'release'
      ? item.events.discharge
      : (item.events.release ?? item.entered.find((e) => e.event === 'release'));
  const enterable = event !== 'discharge' && !reported && before ? event : null;
  const waited = item.clocks.some((c) => c.unreported === event);
  if (reported && moment?.at) {
    const aside = entered ? ` (your entry, ${formatDateTime(entered.at, locale)}, is set aside)` : '';
    return { event, title, text: `${momentText(moment, locale)}${aside}`, warning: null, enterable: null, entered };
  }
  if (entered) {
    const text = momentText({ event, at: entered.at, source: 'entered', message: null }, locale);
    return { event, title, text, warning: null, enterable, entered };
  }
  if (waited)
    return {
      event,
      title,
      text: 'the shipment was delivered without it',
      warning: 'Not reported',
      enterable,
      entered: null,
    };
  return { event, title, text: before ? 'not reported yet' : 'not yet', warning: null, enterable, entered: null };
}

function containersText(c: FreeTimeClock, locale: string): string {
  if (c.unit === 'shipment') return 'the shipment (LCL: one price)';
  if (c.containers === null) return `not known (${c.containerSizeType ?? 'every size'})`;
  return `${formatCount(c.containers, 'container', 'containers', locale)}${c.containerSizeType ? ` of ${c.containerSizeType}` : ''}`;
}

function priceText(c: FreeTimeClock, locale: string): string {
  if (!c.pricePerDay) return 'not given by the rate';
  return `${moneyText(c.pricePerDay, locale)} ${c.unit === 'shipment' ? 'a day for the shipment' : 'a day per container'}`;
}

function chargedDaysText(c: FreeTimeClock, locale: string): string {
  if (c.daysCharged === 0 || !c.chargedFrom || !c.chargedThrough) return '0';
  const span =
    c.chargedFrom === c.chargedThrough
      ? formatDate(c.chargedFrom, locale)
      : `${formatDate(c.chargedFrom, locale)} to ${formatDate(c.chargedThrough, locale)}`;
  return `${c.daysCharged} (${span}${c.state === 'stopped' ? '' : ', so far'})`;
}

function clockCard(c: FreeTimeClock, locale: string): ClockCard {
  const words = freeTimeWords(c, locale);
  const started = c.start.at !== null && c.state !== 'not-started';
  const facts: Fact[] = [
    { label: 'Containers', value: containersText(c, locale) },
    {
      label: 'Free days',
      value: c.freeDays === null ? 'not given by the rate' : `${c.freeDays}, from the ${EVENT_WORDS[c.start.event]}`,
    },
    { label: `Starts at the ${EVENT_WORDS[c.start.event]}`, value: started ? momentText(c.start, locale) : 'not yet' },
    {
      label: 'Last free day',
      value: c.lastFreeDay ? formatDate(c.lastFreeDay, locale) : started ? 'none: charged from the first day' : '—',
    },
    {
      label: `Stops at the ${EVENT_WORDS[c.stop.event]}`,
      value: c.stop.at !== null ? momentText(c.stop, locale) : c.unreported ? 'not reported' : 'not yet',
    },
    { label: 'Price per day', value: priceText(c, locale) },
    { label: 'Days charged', value: started ? chargedDaysText(c, locale) : '—' },
  ];
  if (started && c.state !== 'no-terms') {
    const tail = c.state === 'stopped' ? '' : c.unreported ? ', if it has not stopped' : ' so far';
    if (c.unit === 'container' && c.perContainer)
      facts.push({ label: 'Per container', value: moneyText(c.perContainer, locale) });
    facts.push({ label: 'Charge', value: `${chargeSum(c, locale)}${tail}` });
  }
  return { key: c.key, title: clockName(c), badge: words.short, tone: words.tone, facts };
}

function totalText(item: FreeTimeItem, locale: string): string {
  const { totals, complete } = item.charged;
  const amounts = totals.map((m) => moneyText(m, locale)).join(' + ');
  const open = item.clocks.some((c) => c.unreported !== null && c.daysCharged > 0);
  const sum =
    amounts === ''
      ? formatMoney({ value: 0, currency: item.pressing?.pricePerDay?.currency ?? null }, locale)
      : amounts;
  const parts = [`Charged so far: ${amounts === '' && !complete ? 'not known' : sum}`];
  if (!complete) parts.push('not counting charges whose price or containers are not known');
  if (open) parts.push('counting a clock whose end was not reported as still running');
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
