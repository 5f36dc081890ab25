import type { BookingMode } from '../../../../shared/api/modes';

/** A booking made on this desk, kept for the Bookings screen's "recent" list. */
export interface RecentBooking {
  readonly quoteId: string;
  readonly mode: BookingMode;
  readonly agency: string | null;
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  readonly bookingCode: string | null;
  readonly trackingCode: string | null;
  /** ISO time of the booking. */
  readonly bookedAt: string;
}

const KEY = 'freight-desk.recent-bookings';
const UNKNOWN_KEY = 'freight-desk.unknown-booking-outcomes';
const MAX = 10;

function load<T>(key: string): T[] {
  try {
    const text = sessionStorage.getItem(key);
    const list: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
}

function save(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the list still lives until the page closes.
  }
}

/**
 * Bookings made in this session (this window, until it closes): enough to
 * find a shipment just booked, or to see that a quote was booked already,
 * without keeping anything on disk.
 */
class RecentBookings {
  list = $state.raw<RecentBooking[]>(load<RecentBooking>(KEY));
  /** Quotes whose booking ended with an unknown outcome: the form warns before booking them again. */
  unknown = $state.raw<string[]>(load<string>(UNKNOWN_KEY));

  add(booking: RecentBooking): void {
    this.list = [booking, ...this.list.filter((b) => b.shipmentId !== booking.shipmentId)].slice(0, MAX);
    this.unknown = this.unknown.filter((id) => id !== booking.quoteId);
    save(KEY, this.list);
    save(UNKNOWN_KEY, this.unknown);
  }

  markUnknown(quoteId: string): void {
    if (this.unknown.includes(quoteId)) return;
    this.unknown = [...this.unknown, quoteId];
    save(UNKNOWN_KEY, this.unknown);
  }

  wasUnknown(quoteId: string): boolean {
    return this.unknown.includes(quoteId);
  }

  ofQuote(quoteId: string): RecentBooking | undefined {
    return this.list.find((b) => b.quoteId === quoteId);
  }
}

export const recentBookings = new RecentBookings();
