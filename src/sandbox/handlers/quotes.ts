import { serviceSentenceText } from '@shared/api/service-sentences';
import { randomUUID } from 'node:crypto';
import { SHIPMENT_TYPE_NAMES } from '../engines/shipment-types';
import { conflict, notFound } from '../errors';
import type { SavedQuoteRecord } from '../state/records';
import { wireDateTime, wireOperatorTime } from '../util/dates';
import { ok, type Handler } from './types';

/**
 * POST /v1/quotes/{type}/{rateId}. A refusal is HTTP 200 with success false
 * and a message saying why (the spec's form for a failed save).
 */
export const saveQuote: Handler<'quotes.save'> = ({ account, params, now, operatorNow, services }) => {
  const { type, rateId } = params;
  const refuse = (message: string) => ok({ shipmentId: null, success: false, message });
  const rate = services.state.rate(account, rateId);
  if (!rate) {
    return refuse(serviceSentenceText['rate-not-found'](rateId, type));
  }
  if (rate.type !== type) {
    return refuse(
      `Rate ${rateId} is a ${rate.type} rate, not ${type}: save it with POST /v1/quotes/${rate.type}/${rateId}.`,
    );
  }
  const existing = services.state.quoteOfRate(account, rateId);
  // Saving the same rate again (a retry after a lost answer) answers the same quote.
  if (existing)
    return ok({ shipmentId: existing.shipmentId, success: true, message: serviceSentenceText['already-saved']() });
  // Validity is the operator's time, as the desk shows it ("expires in 11 h"): see clock.ts.
  if (operatorNow > rate.expiresAt) {
    return refuse(serviceSentenceText['rate-expired'](rateId, wireOperatorTime(rate.expiresAt)));
  }
  const quote: SavedQuoteRecord = {
    quoteId: randomUUID(),
    shipmentId: randomUUID(),
    account,
    type,
    savedAt: now,
    rate,
    bookedShipmentId: null,
  };
  services.state.addQuote(quote);
  return ok({ shipmentId: quote.shipmentId, success: true, message: 'Success' });
};

/** GET /v1/quotes: saved quotes not booked yet, newest first (expired ones too: their expirationDate says so). */
export const listQuotes: Handler<'quotes.list'> = ({ account, services }) => {
  const quotes = services.state
    .quotesOf(account)
    .filter((q) => q.bookedShipmentId === null)
    .sort((a, b) => b.savedAt - a.savedAt);
  return ok(quotes.map(savedQuoteWire));
};

function savedQuoteWire(q: SavedQuoteRecord) {
  const r = q.rate;
  return {
    quoteId: q.quoteId,
    agency: r.agency,
    shipmentType: SHIPMENT_TYPE_NAMES[q.type],
    // Spelled pickUpDate, as the payload (the table says PickupDate).
    pickUpDate: wireDateTime(r.pickupAt),
    deliveryDate: r.deliveryAt === null ? null : wireDateTime(r.deliveryAt),
    expirationDate: wireOperatorTime(r.expiresAt),
    transitDays: r.transitDays,
    totalPrice: { value: r.price, currency: r.currency },
    surcharges: r.charges.map((c) => ({
      description: c.description,
      price: { value: c.value, currency: c.currency },
      taxPercent: c.taxPercent,
    })),
    // Beyond the payload: the id saving answered (booking takes it) and the type segment (deleting takes it).
    shipmentId: q.shipmentId,
    type: q.type,
    service: r.service,
  };
}

/** DELETE /v1/quotes/{type}/{quoteId} (quoteId or the shipment id saving answered). */
export const deleteQuote: Handler<'quotes.delete'> = ({ account, params, services }) => {
  const quote = services.state.quote(account, params.quoteId);
  if (!quote || quote.type !== params.type) {
    throw notFound(
      quote
        ? `quote ${params.quoteId} is a ${quote.type} quote, not ${params.type}: delete it with DELETE /v1/quotes/${quote.type}/${params.quoteId}`
        : `no saved quote ${params.quoteId} for this account`,
    );
  }
  if (quote.bookedShipmentId !== null) {
    throw conflict(
      `quote ${params.quoteId} was booked (shipment ${quote.bookedShipmentId}) and can no longer be deleted`,
    );
  }
  services.state.deleteQuote(quote);
  return ok({ success: true, message: `Quote ${quote.quoteId} deleted` });
};
