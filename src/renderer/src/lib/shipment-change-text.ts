import { codeLabel, statusLabel } from '@shared/domain/code-labels';
import { documentChangeIsBad, documentChangeWords, freeTimeChangeText } from '@shared/domain/shipment-change-kinds';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { m } from '@shared/i18n/messages';
import { counted, currentLocale, formatDate, formatDateTime, formatTimeOrDateTime } from './format';

/*
 * One ShipmentChange in words, in one place: the Tracking screen's list of
 * changes shows it today, notifications will show the same line tomorrow.
 */

export interface ChangeLine {
  /** The shipment as the operator knows it: its code, else its id. */
  readonly subject: string;
  /** What happened: "Status: In transit → Delivered". */
  readonly text: string;
  /** How much it matters at a glance: bad news (no longer listed, a document refused) is 'warn'. */
  readonly tone: 'info' | 'warn';
}

/** The service's date or date-time as the operator reads it; "none" when it sent none. */
function dateText(value: string | null, locale: string): string {
  if (!value) return m.today_change_none();
  return /T\d{2}:\d{2}/.test(value) ? formatDateTime(value, locale) : formatDate(value, locale);
}

/**
 * The line for one change. `now` only decides whether a time shows its date.
 */
export function describeShipmentChange(
  change: ShipmentChange,
  now: Date = new Date(),
  locale: string = currentLocale(),
): ChangeLine {
  if (change.kind === 'messages') {
    const latest = change.latest?.trim();
    return {
      subject: change.shipmentCode,
      text: latest
        ? counted((inputs) => m.today_change_new_messages_latest({ ...inputs, latest }), change.newCount, locale)
        : counted(m.today_change_new_messages, change.newCount, locale),
      tone: 'info',
    };
  }
  if (change.kind === 'document-validation') {
    return {
      subject: change.shipmentCode?.trim() || m.today_change_a_shipment(),
      text: documentChangeWords(change),
      tone: documentChangeIsBad(change) ? 'warn' : 'info',
    };
  }
  const subject = change.shipmentCode?.trim() || change.shipmentId;
  switch (change.kind) {
    case 'added':
      return { subject, text: m.today_change_added(), tone: 'info' };
    case 'unlisted':
      return {
        subject,
        text: m.today_change_unlisted({ when: formatTimeOrDateTime(change.since, now, locale) }),
        tone: 'warn',
      };
    case 'status':
      return { subject, text: m.today_change_status({ from: statusLabel(change.from), to: statusLabel(change.to) }), tone: 'info' };
    case 'customs-status':
      return {
        subject,
        text: m.today_change_customs({
          from: codeLabel('customsStatus', change.from) ?? m.today_change_none(),
          to: codeLabel('customsStatus', change.to) ?? m.today_change_none(),
        }),
        tone: 'info',
      };
    case 'delivery-date':
      return {
        subject,
        text: m.today_change_eta({ from: dateText(change.from, locale), to: dateText(change.to, locale) }),
        tone: 'info',
      };
    case 'pickup-date':
      return {
        subject,
        text: m.today_change_pickup({ from: dateText(change.from, locale), to: dateText(change.to, locale) }),
        tone: 'info',
      };
    case 'free-time': {
      const day = change.lastFreeDay ? formatDate(change.lastFreeDay, locale) : m.today_change_none();
      return { subject, text: freeTimeChangeText(change, day), tone: 'warn' };
    }
  }
}
