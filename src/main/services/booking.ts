import { checkBookingRules } from '@shared/api/booking-rules';
import { bookingModes } from '@shared/api/modes';
import { serviceCall, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { throwIfProblems } from './support/problems';

/**
 * Booking a saved quote (every mode through the mode table), and a booked
 * shipment's pickup times. Operations: booking.boxes, booking.pallets,
 * booking.sea-fcl, booking.sea-lcl (bookingModes[mode].operationId), pickup.times.
 */
export function bookingHandlers({ session }: Pick<ServiceDeps, 'session'>): AreaHandlers<'booking'> {
  const call = serviceCall(session);
  return {
    /**
     * Books once. The client never resends a POST on its own; if the
     * connection drops after sending, the error says the outcome is unknown.
     */
    'booking.book': (input) => {
      throwIfProblems(checkBookingRules(input.mode, input.request), 'request');
      // As in rating: the channel paired the request with its mode's schema, which TypeScript cannot follow.
      return call(bookingModes[input.mode].operationId, { body: input.request as never });
    },
    'booking.pickupTimes': ({ shipmentId }) => call('pickup.times', { params: { shipmentId } }),
  };
}
