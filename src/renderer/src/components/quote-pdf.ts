import type { DeskLanguage } from '@shared/i18n/desk-language';
import { m } from '@shared/i18n/messages';
import type { SaveWords } from '../lib/save-notice.svelte';

/** What a screen says when a quote PDF was not saved, in the desk's language of the moment. */
export function quotePdfWords(): SaveWords {
  return { cancelled: m.quotes_pdf_cancelled(), failed: m.quotes_pdf_failed() };
}

/** The language the operator picks for a quote PDF: its customer's (else the desk's), or one always. */
export type PdfLanguageChoice = 'customer' | DeskLanguage;

/** What main is asked for: nothing for the customer's (main reads the quote's customer), else the language picked. */
export function pdfLanguageSent(choice: PdfLanguageChoice): DeskLanguage | undefined {
  return choice === 'customer' ? undefined : choice;
}
