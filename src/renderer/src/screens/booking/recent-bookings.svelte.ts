import type { BookingMode } from '@shared/api/modes';
import { profileScope } from '../../lib/profile-scope.svelte';

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

const KEY = 'freight-desk.recent-bookings.by-profile';
const UNKNOWN_KEY = 'freight-desk.unknown-booking-outcomes.by-profile';
const MAX = 10;

/** Lists by profile id: one account's bookings never show under another's. */
type ByProfile<T> = Readonly<Record<string, readonly T[]>>;

function load<T>(key: string): ByProfile<T> {
  try {
    const text = sessionStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ByProfile<T>) : {};
  } catch {
    return {};
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
 * without keeping anything on disk. Each profile has its own lists; the
 * active profile's are the ones read and written.
 */
class RecentBookings {
  #all = $state.raw<ByProfile<RecentBooking>>(load<RecentBooking>(KEY));
  /** Quotes whose booking ended with an unknown outcome: the form warns before booking them again. */
  #unknown = $state.raw<ByProfile<string>>(load<string>(UNKNOWN_KEY));

  get list(): readonly RecentBooking[] {
    return this.#all[profileKey()] ?? [];
  }

  get unknown(): readonly string[] {
    return this.#unknown[profileKey()] ?? [];
  }

  add(booking: RecentBooking): void {
    const profile = profileKey();
    const list = [booking, ...this.list.filter((b) => b.shipmentId !== booking.shipmentId)].slice(0, MAX);
    this.#all = { ...this.#all, [profile]: list };
    this.#unknown = { ...this.#unknown, [profile]: this.unknown.filter((id) => id !== booking.quoteId) };
    save(KEY, this.#all);
    save(UNKNOWN_KEY, this.#unknown);
  }

  markUnknown(quoteId: string): void {
    if (this.unknown.includes(quoteId)) return;
    this.#unknown = { ...this.#unknown, [profileKey()]: [...this.unknown, quoteId] };
    save(UNKNOWN_KEY, this.#unknown);
  }

  wasUnknown(quoteId: string): boolean {
    return this.unknown.includes(quoteId);
  }

  ofQuote(quoteId: string): RecentBooking | undefined {
    return this.list.find((b) => b.quoteId === quoteId);
  }
}

/** The active profile's id ('' in the moment before main has said which it is). */
function profileKey(): string {
  return profileScope.profileId ?? '';
}

export const recentBookings = new RecentBookings();
