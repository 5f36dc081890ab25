import { changeTarget } from '@shared/domain/change-targets';
import { documentLabel } from '@shared/domain/code-labels';
import { isFlagged } from '@shared/domain/free-time';
import type { OpenTarget } from '@shared/ipc/channels/app';
import { m } from '@shared/i18n/messages';
import type { TodayOverview } from '@shared/ipc/channels/today';
import { counted, formatDate, formatDateTime, formatMoney, formatTimeOrDateTime } from '../../lib/format';
import { freeTimeWords } from '../../lib/free-time-text';
import { describeShipmentChange } from '../../lib/shipment-change-text';
import { quoteTypeLabel, quoteTypeOf } from '../../lib/quote-type';

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
    const when = quote.expirationDate ? formatTimeOrDateTime(quote.expirationDate, now, locale) : m.today_quote_soon();
    const kind = quoteTypeLabel(type, quote.shipmentType);
    return {
      key: `quote-${quote.quoteId}`,
      subject: quote.agency ?? m.today_quote_saved(),
      text: quote.totalPrice
        ? m.today_quote_priced_expires({ type: kind, price: formatMoney(quote.totalPrice, locale), when })
        : m.today_quote_expires({ type: kind, when }),
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
        ? m.today_documents_never_checked({ pickup })
        : m.today_documents_missing({
            pickup,
            missing: due.missing.map((name) => documentLabel(name) ?? m.today_document_unnamed()).join(', '),
          });
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
  const changeCount = counted(m.today_changes_count, changes.length + overview.moreChanges, locale);
  const since = overview.lastLookAt
    ? m.today_changes_since_look({
        count: changeCount,
        when: formatTimeOrDateTime(overview.lastLookAt, now, locale),
      })
    : m.today_changes_since_start({ count: changeCount });
  const freeTimeCount = counted(m.today_free_count, freeTime.length, locale);
  return [
    {
      id: 'changes',
      title: m.today_changes_title(),
      description:
        overview.moreChanges > 0
          ? counted((inputs) => m.today_changes_more({ ...inputs, text: since }), overview.moreChanges, locale)
          : since,
      lines: changes,
      empty: m.today_changes_empty(),
    },
    {
      id: 'free-time',
      title: m.today_free_title(),
      description:
        counting > 0
          ? counted((inputs) => m.today_free_counting({ ...inputs, text: freeTimeCount }), counting, locale)
          : freeTimeCount,
      lines: freeTime,
      empty: m.today_free_empty(),
    },
    {
      id: 'quotes',
      title: m.today_quotes_title(),
      description: counted(m.today_quotes_count, quotes.length, locale),
      lines: quotes,
      empty: m.today_quotes_empty(),
    },
    {
      id: 'documents',
      title: m.today_documents_title(),
      description: counted(m.today_documents_count, documents.length, locale),
      lines: documents,
      empty: m.today_documents_empty(),
    },
  ];
}

/** "Thu 26 Nov": the day the screen is about. */
export function todayTitle(now: string, locale: string): string {
  return formatDate(now, locale);
}
