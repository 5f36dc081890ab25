import { z } from 'zod';
import { quoteTypes, type QuoteType } from './quote-types';
import { serviceRefusalText } from './request-field-refusals';
import { bool, id, list, optAmount, optDateTime, optId, optInt, optNum, optText, statusResult } from './wire';

export { quoteTypes, type QuoteType };
// One sentence whether the type is missing or wrong, as the service words it: the desk says it in its language (request-field-words.ts).
export const quoteType = z.enum(quoteTypes, {
  error: serviceRefusalText({ field: 'type', kind: 'quote-type', missing: false }),
});

/**
 * Surcharge of a saved quote. Domain `description` is `description` or
 * `chargeDescription`; `taxPercent` is in the payloads, not the table.
 */
export const savedQuoteSurcharge = z
  .looseObject({ description: optText, chargeDescription: optText, price: optAmount, taxPercent: optNum })
  .transform(({ chargeDescription, ...rest }) => ({ ...rest, description: rest.description ?? chargeDescription }));

/**
 * Saved quote. Domain `pickUpDate` (the spelling of rating and tracking) is the
 * wire's `pickUpDate` or the table's `pickupDate`; the latter key is dropped.
 */
export const savedQuote = z
  .looseObject({
    quoteId: id,
    agency: optText,
    /** "Box" in the payloads; not in the table. */
    shipmentType: optText,
    pickUpDate: optDateTime,
    pickupDate: optDateTime,
    deliveryDate: optDateTime,
    expirationDate: optDateTime,
    transitDays: optInt,
    totalPrice: optAmount,
    surcharges: list(savedQuoteSurcharge),
  })
  .transform(({ pickupDate, ...rest }) => ({ ...rest, pickUpDate: rest.pickUpDate ?? pickupDate }));
export const savedQuoteListResponse = list(savedQuote);
export type SavedQuote = z.output<typeof savedQuote>;
export type SavedQuoteSurcharge = z.output<typeof savedQuoteSurcharge>;

/**
 * Save quote result. `success` may be sent as text; when it is missing the
 * presence of a shipment id decides.
 */
export const saveQuoteResponse = z
  .looseObject({ shipmentId: optId, success: bool.nullish(), message: optText })
  .transform((r) => ({ ...r, success: r.success ?? r.shipmentId !== null }));
export type SaveQuoteResult = z.output<typeof saveQuoteResponse>;

/** The delete answer is not shown by the spec: any body (or none) -> {success, message}. */
export const deleteQuoteResponse = statusResult;
