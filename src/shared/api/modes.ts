import type { z } from 'zod';
import type { QuoteType } from './quotes';
import { airRatingRequest, boxRatingRequest, palletRatingRequest, seaFclRatingRequest, seaLclRatingRequest } from './rating-requests';
import { boxBookingRequest, palletBookingRequest, seaFclBookingRequest, seaLclBookingRequest } from './booking';

/*
 * THE tables of modes: what differs between boxes, pallets, sea FCL, sea LCL
 * (and air for rating) is written once here, and the UI, the sandbox, the CLI
 * and the rules read it instead of repeating per-mode code.
 */

export const ratingModeIds = ['boxes', 'pallets', 'sea-fcl', 'sea-lcl', 'air'] as const;
export type RatingMode = (typeof ratingModeIds)[number];

export const bookingModeIds = ['boxes', 'pallets', 'sea-fcl', 'sea-lcl'] as const;
export type BookingMode = (typeof bookingModeIds)[number];

interface RatingModeSpec<Q extends z.ZodType> {
  readonly mode: RatingMode;
  readonly operationId: `rates.${RatingMode}`;
  /** The `{type}` path segment of the quote operations. */
  readonly quoteType: QuoteType;
  readonly label: string;
  /** Sea or air: the rate records are SeaRate / AirRate rather than TerrestrialRate. */
  readonly kind: 'terrestrial' | 'sea' | 'air';
  readonly request: Q;
  /** The booking mode a rate of this mode is booked with (none for air, which HEAD cannot book). */
  readonly bookingMode: BookingMode | null;
}

const ratingMode = <Q extends z.ZodType>(spec: RatingModeSpec<Q>) => spec;

export const ratingModes = {
  boxes: ratingMode({
    mode: 'boxes',
    operationId: 'rates.boxes',
    quoteType: 'boxes',
    label: 'Boxes',
    kind: 'terrestrial',
    request: boxRatingRequest,
    bookingMode: 'boxes',
  }),
  pallets: ratingMode({
    mode: 'pallets',
    operationId: 'rates.pallets',
    quoteType: 'pallets',
    label: 'Pallets',
    kind: 'terrestrial',
    request: palletRatingRequest,
    bookingMode: 'pallets',
  }),
  'sea-fcl': ratingMode({
    mode: 'sea-fcl',
    operationId: 'rates.sea-fcl',
    quoteType: 'sea/fcl',
    label: 'Sea FCL (full container)',
    kind: 'sea',
    request: seaFclRatingRequest,
    bookingMode: 'sea-fcl',
  }),
  'sea-lcl': ratingMode({
    mode: 'sea-lcl',
    operationId: 'rates.sea-lcl',
    quoteType: 'sea/lcl',
    label: 'Sea LCL (groupage)',
    kind: 'sea',
    request: seaLclRatingRequest,
    bookingMode: 'sea-lcl',
  }),
  air: ratingMode({
    mode: 'air',
    operationId: 'rates.air',
    quoteType: 'air',
    label: 'Air',
    kind: 'air',
    request: airRatingRequest,
    bookingMode: null,
  }),
} as const satisfies Record<RatingMode, RatingModeSpec<z.ZodType>>;

interface BookingModeSpec<Q extends z.ZodType> {
  readonly mode: BookingMode;
  readonly operationId: `booking.${BookingMode}`;
  readonly quoteType: QuoteType;
  readonly label: string;
  readonly request: Q;
  /** Spec 2.2.1: mandatory for sea FCL and LCL, optional for boxes and pallets. */
  readonly incotermRequired: boolean;
  /** What the mode adds to the common part: nothing, containers with cargos, or cargos. */
  readonly cargo: 'none' | 'containers' | 'cargos';
  /** Sea modes carry isActiveTracking. */
  readonly hasActiveTracking: boolean;
}

const bookingMode = <Q extends z.ZodType>(spec: BookingModeSpec<Q>) => spec;

export const bookingModes = {
  boxes: bookingMode({
    mode: 'boxes',
    operationId: 'booking.boxes',
    quoteType: 'boxes',
    label: 'Boxes',
    request: boxBookingRequest,
    incotermRequired: false,
    cargo: 'none',
    hasActiveTracking: false,
  }),
  pallets: bookingMode({
    mode: 'pallets',
    operationId: 'booking.pallets',
    quoteType: 'pallets',
    label: 'Pallets',
    request: palletBookingRequest,
    incotermRequired: false,
    cargo: 'none',
    hasActiveTracking: false,
  }),
  'sea-fcl': bookingMode({
    mode: 'sea-fcl',
    operationId: 'booking.sea-fcl',
    quoteType: 'sea/fcl',
    label: 'Sea FCL (full container)',
    request: seaFclBookingRequest,
    incotermRequired: true,
    cargo: 'containers',
    hasActiveTracking: true,
  }),
  'sea-lcl': bookingMode({
    mode: 'sea-lcl',
    operationId: 'booking.sea-lcl',
    quoteType: 'sea/lcl',
    label: 'Sea LCL (groupage)',
    request: seaLclBookingRequest,
    incotermRequired: true,
    cargo: 'cargos',
    hasActiveTracking: true,
  }),
} as const satisfies Record<BookingMode, BookingModeSpec<z.ZodType>>;

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
