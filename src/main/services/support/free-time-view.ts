import type { SavedQuote } from '@shared/api/quotes';
import type { Rate, SeaRate } from '@shared/api/rating';
import { countdownOf, freeTimeEventsOf, mostPressing, URGENCY, type FreeTimeTerm } from '@shared/domain/free-time';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import type { LocalStore } from '@main/store';
import type { BookedFreeTime } from '@main/store/free-time-records';

/** One booked shipment's free time at `now`, from its kept conditions and its kept tracking messages. */
export function freeTimeItemOf(store: LocalStore, booked: BookedFreeTime, now: number): FreeTimeItem {
  const messages = booked.shipmentCode ? (store.messages.get(booked.shipmentCode)?.value ?? []) : [];
  const events = freeTimeEventsOf(messages);
  const countdowns = booked.terms.map((term) => countdownOf(term, events, now));
  return {
    shipmentId: booked.shipmentId,
    shipmentCode: booked.shipmentCode,
    mode: booked.mode,
    countdowns,
    pressing: mostPressing(countdowns),
    ...events,
  };
}

/** Every booked shipment's free time at `now`, the most pressing first. */
export function freeTimeItems(store: LocalStore, now: number): FreeTimeItem[] {
  return store.freeTime
    .list()
    .map((booked) => freeTimeItemOf(store, booked, now))
    .sort((a, b) => {
      const urgency = (item: FreeTimeItem) => (item.pressing ? URGENCY[item.pressing.state] : -1);
      const left = (item: FreeTimeItem) => item.pressing?.msLeft ?? Infinity;
      return urgency(b) - urgency(a) || left(a) - left(b);
    });
}

/** The free-time conditions of a rate: a sea rate's `conditions`; null for a rate that has none (road, air). */
export function freeTimeTermsOf(rate: Rate): FreeTimeTerm[] | null {
  // Loose objects: `in` does not narrow the union, so the sea rate is named (only it has conditions).
  return 'conditions' in rate ? (rate as SeaRate).conditions.map((c) => ({ ...c })) : null;
}

/** The shipment id saving answered, when the service's list item carries it (the sandbox's does). */
export function savedShipmentIdOf(quote: SavedQuote): string | null {
  const value = (quote as Record<string, unknown>)['shipmentId'];
  return typeof value === 'string' && value !== '' ? value : null;
}
