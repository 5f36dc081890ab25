import { checkBookingRules } from '@shared/api/booking-rules';
import { bookingIssueText } from '@shared/api/booking-rule-words';
import { bookingModes } from '@shared/api/modes';
import type { LocalStore } from '@main/store';
import { nowIso, serviceCall, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { freeTimeSourceOf } from '@main/free-time/free-time-source';
import { throwIfProblems } from './support/problems';

function freeTimeOfRate(store: LocalStore, rateId: string) {
  const stored = store.ratings.rate(rateId);
  return stored ? freeTimeSourceOf(stored) : null;
}

/** The sell price of the priced quote a booking named (by quote, shipment or rate id), kept with its shipment. */
function keepSell(
  store: LocalStore,
  bookedId: string,
  booked: { readonly shipmentId: string; readonly shipmentCode: string | null },
  bookedAt: string,
): void {
  const priced = store.pricedQuotes.find(bookedId);
  if (!priced) return;
  const { buy, margin, sell } = priced.pricing;
  store.shipmentSells.keep({
    shipmentId: booked.shipmentId,
    shipmentCode: booked.shipmentCode,
    quoteNumber: priced.quoteNumber,
    customerName: priced.customer?.name ?? null,
    buy,
    margin,
    sell,
    bookedAt,
  });
}

/**
 * Booking a saved quote (every mode through the mode table), and a booked
 * shipment's pickup times. Operations: booking.boxes, booking.pallets,
 * booking.sea-fcl, booking.sea-lcl (bookingModes[mode].operationId), pickup.times.
 * A sea booking keeps the free-time conditions of the rate it was booked
 * from, its port of destination and containers, under its new shipment
 * (store/free-time-records.ts), and a booking of a quote saved with a sell
 * price keeps that price with its shipment (store/shipment-sell-records.ts).
 */
export function bookingHandlers({ session, kept }: Pick<ServiceDeps, 'session' | 'kept'>): AreaHandlers<'booking'> {
  const call = serviceCall(session);
  return {
    /**
     * Books once. The client never resends a POST on its own; if the
     * connection drops after sending, the error says the outcome is unknown.
     */
    'booking.book': async (input) => {
      // Said as the form says it, in the desk's language: the rule's English message is the sandbox's.
      const broken = checkBookingRules(input.mode, input.request);
      throwIfProblems(
        broken.map((issue) => ({ ...issue, message: bookingIssueText(issue) })),
        'request',
      );
      const connection = await session.connected();
      const result = await connection.call(bookingModes[input.mode].operationId, { body: input.request });
      const bookedAt = nowIso(session);
      // The service books the carrier's rate; the desk keeps what it sold the shipment at.
      kept.keep(connection.scope, bookedAt, (store) => keepSell(store, input.request.id, result, bookedAt));
      if (input.mode === 'sea-fcl' || input.mode === 'sea-lcl') {
        const { mode } = input;
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
