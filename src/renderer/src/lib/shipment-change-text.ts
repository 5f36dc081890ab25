import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { statusText } from '../screens/tracking/shipment-columns';
import { currentLocale, formatDate, formatDateTime, formatTimeOrDateTime } from './format';

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
  if (!value) return 'none';
  return /T\d{2}:\d{2}/.test(value) ? formatDateTime(value, locale) : formatDate(value, locale);
}

function valueText(value: string | null): string {
  return value?.trim() ? value.trim() : 'none';
}

/** Validation states that mean the operator must act on a document. */
const badValidation = /reject|refus|invalid|missing|expired|denied/i;

/**
 * The line for one change. `now` only decides whether a time shows its date.
 */
export function describeShipmentChange(
  change: ShipmentChange,
  now: Date = new Date(),
  locale: string = currentLocale(),
): ChangeLine {
  if (change.kind === 'messages') {
    const count = change.newCount === 1 ? '1 new tracking message' : `${change.newCount} new tracking messages`;
    const latest = change.latest?.trim();
    return {
      subject: change.shipmentCode,
      text: latest ? `${count}: “${latest}”` : count,
      tone: 'info',
    };
  }
  if (change.kind === 'document-validation') {
    const name = change.documentName?.trim() || 'A document';
    const to = change.to?.trim();
    return {
      subject: change.shipmentId,
      text: to
        ? `${name}: ${valueText(change.from)} → ${to}`
        : `${name}: validation removed (was ${valueText(change.from)})`,
      tone: to === undefined || to === '' || badValidation.test(to) ? 'warn' : 'info',
    };
  }
  const subject = change.shipmentCode?.trim() || change.shipmentId;
  switch (change.kind) {
    case 'added':
      return { subject, text: 'New in the list', tone: 'info' };
    case 'unlisted':
      return {
        subject,
        text: `No longer listed by the service since ${formatTimeOrDateTime(change.since, now, locale)} (kept here)`,
        tone: 'warn',
      };
    case 'status':
      return { subject, text: `Status: ${statusText(change.from)} → ${statusText(change.to)}`, tone: 'info' };
    case 'customs-status':
      return {
        subject,
        text: `Customs: ${valueText(change.from)} → ${valueText(change.to)}`,
        tone: 'info',
      };
    case 'delivery-date':
      return {
        subject,
        text: `ETA moved: ${dateText(change.from, locale)} → ${dateText(change.to, locale)}`,
        tone: 'info',
      };
    case 'pickup-date':
      return {
        subject,
        text: `Pickup moved: ${dateText(change.from, locale)} → ${dateText(change.to, locale)}`,
        tone: 'info',
      };
    case 'free-time': {
      const charge = change.chargeType?.trim() || 'Free time';
      const day = change.lastFreeDay ? formatDate(change.lastFreeDay, locale) : 'its last free day';
      return {
        subject,
        text:
          change.state === 'past'
            ? `${charge}: free time ended after ${day}, the charge accrues`
            : `${charge}: last free day ${day}, 48 hours or less left`,
        tone: 'warn',
      };
    }
  }
}
