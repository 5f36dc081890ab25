/**
 * Shipment type path segment of the quote operations (spec 1 and 4.4). Plain
 * data, apart from the schemas in quotes.ts: a screen that only names a quote's
 * type (Today's quotes, the mode tables) builds no schema for it.
 */
export const quoteTypes = ['boxes', 'pallets', 'sea/fcl', 'sea/lcl', 'air'] as const;
export type QuoteType = (typeof quoteTypes)[number];
