import { deskLanguages, type MessageLanguage } from '../i18n/desk-language';
import { m } from '../i18n/messages';

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
  /**
   * The desk's terms, printed at the foot of every quote; null while the desk
   * set none of its own: the standard terms, in each PDF's language.
   */
  readonly terms: string | null;
}

export const DEFAULT_QUOTE_PDF: QuotePdfSettings = {
  charges: 'by-charge',
  nameCarrier: false,
  terms: null,
};

/** The terms a quote prints when the desk set none, in the language named. */
export function standardQuoteTerms(language: MessageLanguage): string {
  return m.pdf_standard_terms({}, { locale: language });
}

/**
 * Whether terms as typed are the standard ones in a language the desk speaks
 * (left as Settings shows them, or a file saved before they followed the PDF's language).
 */
export function isStandardQuoteTerms(terms: string): boolean {
  const typed = terms.trim();
  return deskLanguages.some((language) => standardQuoteTerms(language) === typed);
}
