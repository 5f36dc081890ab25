import { checkBookingRules } from '@shared/api/booking-rules';
import { bookingModes } from '@shared/api/modes';
import type { LocalStore } from '@main/store';
import { nowIso, serviceCall, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { freeTimeSourceOf } from './support/free-time-source';
import { throwIfProblems } from './support/problems';

function freeTimeOfRate(store: LocalStore, rateId: string) {
  const stored = store.ratings.rate(rateId);
  return stored ? freeTimeSourceOf(stored) : null;
}

/**
 * Booking a saved quote (every mode through the mode table), and a booked
 * shipment's pickup times. Operations: booking.boxes, booking.pallets,
 * booking.sea-fcl, booking.sea-lcl (bookingModes[mode].operationId), pickup.times.
 * A sea booking keeps the free-time conditions of the rate it was booked
 * from, its port of destination and containers, under its new shipment
 * (store/free-time-records.ts).
 */
export function bookingHandlers({ session, kept }: Pick<ServiceDeps, 'session' | 'kept'>): AreaHandlers<'booking'> {
  const call = serviceCall(session);
  return {
    /**
     * Books once. The client never resends a POST on its own; if the
     * connection drops after sending, the error says the outcome is unknown.
     */
    'booking.book': async (input) => {
      throwIfProblems(checkBookingRules(input.mode, input.request), 'request');
      const connection = await session.connected();
      // As in rating: the channel paired the request with its mode's schema, which TypeScript cannot follow.
      const result = await connection.call(bookingModes[input.mode].operationId, { body: input.request as never });
      if (input.mode === 'sea-fcl' || input.mode === 'sea-lcl') {
        const { mode } = input;
        const bookedAt = nowIso(session);
        kept.keep(connection.scope, bookedAt, (store) => {
          // The id the booking named: a saved quote (by its save's shipment id or quote id) or a rate.
          const source = store.freeTime.source(input.request.id) ?? freeTimeOfRate(store, input.request.id);
          if (source && source.terms.length > 0)
            store.freeTime.keepBooked({
              shipmentId: result.shipmentId,
              shipmentCode: result.shipmentCode,
              mode,
              terms: source.terms,
              booking: source.booking,
              bookedAt,
            });
        });
      }
      return result;
    },
    'booking.pickupTimes': ({ shipmentId }) => call('pickup.times', { params: { shipmentId } }),
  };
}
