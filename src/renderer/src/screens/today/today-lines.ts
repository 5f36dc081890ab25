import { changeTarget } from '@shared/domain/change-targets';
import { isFlagged } from '@shared/domain/free-time';
import type { OpenTarget } from '@shared/ipc/channels/app';
import type { TodayOverview } from '@shared/ipc/channels/today';
import { formatDate, formatDateTime, formatMoney, formatTimeOrDateTime } from '../../lib/format';
import { freeTimeWords } from '../../lib/free-time-text';
import { describeShipmentChange } from '../../lib/shipment-change-text';
import { quoteTypeLabel, quoteTypeOf } from '../quotes/quote-type';

/*
 * The Today screen's sections as lines of words, each with the record it
 * opens (through the router's open, as a notification's click does): one
 * table of sections, built from main's overview.
 * Pure (the clock and locale passed in), so the words are tested without a page.
 */

export interface TodayLine {
  readonly key: string;
  /** The record as the operator knows it: a shipment code, a carrier. */
  readonly subject: string;
  readonly text: string;
  /** What the line opens: the shipment's detail (its new messages in view), the quote's booking, the shipment's documents. */
  readonly open: OpenTarget;
  readonly tone: 'info' | 'warn' | 'danger';
  /** A time to show at the end of the line (ISO), when it has one. */
  readonly at: string | null;
}

export type TodaySectionId = 'changes' | 'free-time' | 'quotes' | 'documents';

export interface TodaySection {
  readonly id: TodaySectionId;
  readonly title: string;
  /** One line under the title: how many, and what counts. */
  readonly description: string;
  readonly lines: readonly TodayLine[];
  /** What would appear here, said when nothing does. */
  readonly empty: string;
}

function changeLines(overview: TodayOverview, now: Date, locale: string): TodayLine[] {
  return overview.changes.map(({ seq, at, change }) => {
    const line = describeShipmentChange(change, now, locale);
    return { key: `change-${seq}`, ...line, open: changeTarget(change), at };
  });
}

/** Each clock running out or past, not one that stopped: a stopped clock's charge is final and needs nothing more. */
function freeTimeLines(overview: TodayOverview, locale: string): TodayLine[] {
  return overview.freeTime.flatMap((item) =>
    item.clocks.flatMap((clock): TodayLine[] => {
      if (!isFlagged(clock.state)) return [];
      const words = freeTimeWords(clock, locale, item.port?.city ?? item.port?.code ?? null);
      return [
        {
          key: `free-${item.shipmentId}-${clock.key}`,
          subject: item.shipmentCode ?? item.shipmentId,
          text: words.text,
          open: { screen: 'tracking', params: { shipment: item.shipmentId } },
          tone: clock.state === 'past' ? 'danger' : 'warn',
          at: null,
        },
      ];
    }),
  );
}

function quoteLines(overview: TodayOverview, now: Date, locale: string): TodayLine[] {
  return overview.quotesExpiring.map((quote) => {
    const type = quoteTypeOf(quote);
    const price = quote.totalPrice ? `, ${formatMoney(quote.totalPrice, locale)}` : '';
    const expires = quote.expirationDate ? formatTimeOrDateTime(quote.expirationDate, now, locale) : 'soon';
    return {
      key: `quote-${quote.quoteId}`,
      subject: quote.agency ?? 'Saved quote',
      text: `${quoteTypeLabel(type, quote.shipmentType)}${price}: expires ${expires}`,
      open: type ? { screen: 'booking', params: { quote: quote.quoteId, type } } : { screen: 'quotes' },
      tone: 'warn',
      at: quote.expirationDate,
    };
  });
}

function documentLines(overview: TodayOverview, locale: string): TodayLine[] {
  return overview.documentsDue.map((due) => {
    const pickup = formatDateTime(due.pickUpDate, locale);
    const text =
      due.missing === null
        ? `Picks up ${pickup}: its documents were never checked on this desk`
        : `Picks up ${pickup}: ${due.missing.join(', ')} not uploaded`;
    return {
      key: `documents-${due.shipmentId}`,
      subject: due.shipmentCode ?? due.shipmentId,
      text,
      open: { screen: 'documents', params: { shipment: due.shipmentId } },
      tone: due.missing === null ? 'info' : 'warn',
      at: null,
    };
  });
}

function count(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/** The four sections, in the order an operator works them. */
export function todaySections(overview: TodayOverview, locale: string): TodaySection[] {
  const now = new Date(overview.now);
  const changes = changeLines(overview, now, locale);
  const freeTime = freeTimeLines(overview, locale);
  const counting = overview.freeTime.filter(
    (item) => item.pressing && (item.pressing.state === 'running' || item.pressing.state === 'not-started'),
  ).length;
  const quotes = quoteLines(overview, now, locale);
  const documents = documentLines(overview, locale);
  const since = overview.lastLookAt
    ? `since your last look, ${formatTimeOrDateTime(overview.lastLookAt, now, locale)}`
    : 'since this desk started keeping them';
  const more = overview.moreChanges > 0 ? ` (the newest shown; ${overview.moreChanges} more)` : '';
  return [
    {
      id: 'changes',
      title: 'Changed since your last look',
      description: `${count(changes.length + overview.moreChanges, 'change', 'changes')} ${since}${more}`,
      lines: changes,
      empty:
        'Status changes, ETA and pickup dates that moved, new tracking messages and documents validated or refused appear here as the syncs find them.',
    },
    {
      id: 'free-time',
      title: 'Free days running out',
      description: `${count(freeTime.length, 'charge', 'charges')} within 48 hours of the last free day or past it${counting > 0 ? ` · ${count(counting, 'more shipment', 'more shipments')} counting down in Tracking` : ''}`,
      lines: freeTime,
      empty:
        'Booked sea shipments appear here 48 hours before the last free day of their demurrage, detention or storage, and stay with the charge accrued once it has passed, until the clock stops (the release, the empty return).',
    },
    {
      id: 'quotes',
      title: 'Quotes expiring within a day',
      description: count(quotes.length, 'saved quote', 'saved quotes'),
      lines: quotes,
      empty: 'Saved quotes whose validity ends in the next 24 hours appear here, to book them in time.',
    },
    {
      id: 'documents',
      title: 'Documents for pickups soon',
      description: `${count(documents.length, 'shipment', 'shipments')} picking up in the next 3 days`,
      lines: documents,
      empty:
        'Shipments picking up in the next 3 days appear here while a required document has no upload, or their checklist was never opened on this desk.',
    },
  ];
}

/** "Thu 26 Nov": the day the screen is about. */
export function todayTitle(now: string, locale: string): string {
  return formatDate(now, locale);
}
