/*
 * What a quote PDF for a customer shows, as desk-settings.json keeps it
 * (Settings > Quote PDFs): beside the settings channel's schemas, so a screen
 * reads the defaults without building them.
 */

/** How a quote PDF for a customer shows the price, the carrier and the desk's terms. */
export interface QuotePdfSettings {
  /** The sell price by charge (the margin spread over them) or as one line. */
  readonly charges: 'by-charge' | 'one-line';
  /** Whether the carrier's name (and its service) is printed. */
  readonly nameCarrier: boolean;
  /** The desk's terms, printed at the foot of every quote. */
  readonly terms: string;
}

export const DEFAULT_QUOTE_TERMS =
  'Subject to space and equipment at booking. Duties and taxes not listed are not included.';
export const DEFAULT_QUOTE_PDF: QuotePdfSettings = {
  charges: 'by-charge',
  nameCarrier: false,
  terms: DEFAULT_QUOTE_TERMS,
};
