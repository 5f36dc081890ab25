import { z } from 'zod';
import { bookingModeIds, bookingModes, ratingModeIds, ratingModes, type RatingMode } from '../../api/modes';
import type { OperationResult } from '../../api/operations';
import { quoteType } from '../../api/quotes';
import { channel, modeInput, none, requiredId } from '../channel';
import type { Kept } from '../kept';

/** A rating's answer, with the mode it was asked in so the UI can show the right columns. */
export interface RatingResult {
  readonly mode: RatingMode;
  readonly quote: OperationResult<'rates.boxes'> | OperationResult<'rates.sea-fcl'> | OperationResult<'rates.air'>;
  /** The currency the operator asked for: the rates' prices are in it when the service sends a bare amount. */
  readonly currency: string | null;
  /** ISO time the rates were received: validity is shown against it. */
  readonly receivedAt: string;
}

/** Rating, saved quotes and booking: the operator's main line of work. */
export const workChannels = {
  'rating.rate': channel<RatingResult>()(modeInput(ratingModeIds, ratingModes)),

  'quotes.list': channel<Kept<OperationResult<'quotes.list'>>>()(none),
  'quotes.save': channel<OperationResult<'quotes.save'>>()(z.object({ type: quoteType, rateId: requiredId('rateId') })),
  'quotes.delete': channel<OperationResult<'quotes.delete'>>()(z.object({ type: quoteType, quoteId: requiredId('quoteId') })),

  'booking.book': channel<OperationResult<'booking.boxes'>>()(modeInput(bookingModeIds, bookingModes)),
  'booking.pickupTimes': channel<OperationResult<'pickup.times'>>()(z.object({ shipmentId: requiredId('shipmentId') })),
} as const;
