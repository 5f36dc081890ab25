/**
 * What the desk is in the middle of, asked before anything would interrupt
 * the operator: the update's restart prompt waits while this names something
 * (src/main/updates/update-flow.ts).
 */
export interface DeskActivity {
  /** Why now is a bad moment, in words for the log; null when nothing is under way. */
  busyWith(): string | null;
}

/** The channels whose call must not be cut short by a restart. */
const BOOKING_CHANNELS: ReadonlySet<string> = new Set(['booking.book']);

/**
 * A booking under way: a booking.book call main has not answered yet, or a
 * booking form that holds input not yet booked (its draft, which the form
 * saves a moment after each change and removes once booked or cleared).
 */
export class BookingActivity implements DeskActivity {
  private sending = 0;

  /** `bookingDrafts`: how many booking forms of the active profile hold a draft. */
  constructor(private readonly bookingDrafts: () => number) {}

  /** Passes a router call through, counting it while it runs if it books. */
  track<T>(channel: string, call: Promise<T>): Promise<T> {
    if (!BOOKING_CHANNELS.has(channel)) return call;
    this.sending += 1;
    return call.finally(() => {
      this.sending -= 1;
    });
  }

  busyWith(): string | null {
    if (this.sending > 0) return 'a booking is being sent';
    if (this.bookingDrafts() > 0) return 'a booking form holds input not yet booked';
    return null;
  }
}
