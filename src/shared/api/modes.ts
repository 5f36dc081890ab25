import { bookingModeIds, ratingModeIds, type BookingMode, type RatingMode } from '../domain/mode-ids';
import type { QuoteType } from './quote-types';

/*
 * THE tables of modes: what differs between boxes, pallets, sea FCL, sea LCL
 * (and air for rating) is written once here, and the UI, the sandbox, the CLI
 * and the rules read it instead of repeating per-mode code.
 *
 * Plain data: each mode's request schema is in the table beside its schemas
 * (ratingRequests in rating-requests.ts, bookingRequests in booking.ts), so
 * what only names or sorts by mode (Today's quotes, the palette) builds none.
 */

export { bookingModeIds, ratingModeIds, type BookingMode, type RatingMode };

interface RatingModeSpec {
  readonly mode: RatingMode;
  readonly operationId: `rates.${RatingMode}`;
  /** The `{type}` path segment of the quote operations. */
  readonly quoteType: QuoteType;
  readonly label: string;
  /** Sea or air: the rate records are SeaRate / AirRate rather than TerrestrialRate. */
  readonly kind: 'terrestrial' | 'sea' | 'air';
  /** The booking mode a rate of this mode is booked with (none for air, which HEAD cannot book). */
  readonly bookingMode: BookingMode | null;
}

const ratingMode = (spec: RatingModeSpec) => spec;

export const ratingModes = {
  boxes: ratingMode({
    mode: 'boxes',
    operationId: 'rates.boxes',
    quoteType: 'boxes',
    label: 'Boxes',
    kind: 'terrestrial',
    bookingMode: 'boxes',
  }),
  pallets: ratingMode({
    mode: 'pallets',
    operationId: 'rates.pallets',
    quoteType: 'pallets',
    label: 'Pallets',
    kind: 'terrestrial',
    bookingMode: 'pallets',
  }),
  'sea-fcl': ratingMode({
    mode: 'sea-fcl',
    operationId: 'rates.sea-fcl',
    quoteType: 'sea/fcl',
    label: 'Sea FCL (full container)',
    kind: 'sea',
    bookingMode: 'sea-fcl',
  }),
  'sea-lcl': ratingMode({
    mode: 'sea-lcl',
    operationId: 'rates.sea-lcl',
    quoteType: 'sea/lcl',
    label: 'Sea LCL (groupage)',
    kind: 'sea',
    bookingMode: 'sea-lcl',
  }),
  air: ratingMode({
    mode: 'air',
    operationId: 'rates.air',
    quoteType: 'air',
    label: 'Air',
    kind: 'air',
    bookingMode: null,
  }),
} as const satisfies Record<RatingMode, RatingModeSpec>;

interface BookingModeSpec {
  readonly mode: BookingMode;
  readonly operationId: `booking.${BookingMode}`;
  readonly quoteType: QuoteType;
  readonly label: string;
  /** Spec 2.2.1: mandatory for sea FCL and LCL, optional for boxes and pallets. */
  readonly incotermRequired: boolean;
  /** What the mode adds to the common part: nothing, containers with cargos, or cargos. */
  readonly cargo: 'none' | 'containers' | 'cargos';
  /** Sea modes carry isActiveTracking. */
  readonly hasActiveTracking: boolean;
}

const bookingMode = (spec: BookingModeSpec) => spec;

export const bookingModes = {
  boxes: bookingMode({
    mode: 'boxes',
    operationId: 'booking.boxes',
    quoteType: 'boxes',
    label: 'Boxes',
    incotermRequired: false,
    cargo: 'none',
    hasActiveTracking: false,
  }),
  pallets: bookingMode({
    mode: 'pallets',
    operationId: 'booking.pallets',
    quoteType: 'pallets',
    label: 'Pallets',
    incotermRequired: false,
    cargo: 'none',
    hasActiveTracking: false,
  }),
  'sea-fcl': bookingMode({
    mode: 'sea-fcl',
    operationId: 'booking.sea-fcl',
    quoteType: 'sea/fcl',
    label: 'Sea FCL (full container)',
    incotermRequired: true,
    cargo: 'containers',
    hasActiveTracking: true,
  }),
  'sea-lcl': bookingMode({
    mode: 'sea-lcl',
    operationId: 'booking.sea-lcl',
    quoteType: 'sea/lcl',
    label: 'Sea LCL (groupage)',
    incotermRequired: true,
    cargo: 'cargos',
    hasActiveTracking: true,
  }),
} as const satisfies Record<BookingMode, BookingModeSpec>;

export function isRatingMode(value: string): value is RatingMode {
  return (ratingModeIds as readonly string[]).includes(value);
}
export function isBookingMode(value: string): value is BookingMode {
  return (bookingModeIds as readonly string[]).includes(value);
}

/** The rating mode of a quote type path segment (`sea/fcl` -> `sea-fcl`). */
export function ratingModeOfQuoteType(type: QuoteType): RatingMode {
  return type.replace('/', '-') as RatingMode;
}
