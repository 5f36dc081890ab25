import { describe, expect, it } from 'vitest';
import { pdfLanguage } from '@main/services/quote-pdf/save-quote-pdf';
import { customerLanguage } from '@shared/i18n/desk-language';

/** A quote PDF is in the customer's language, whatever the desk speaks. */
describe('a quote PDF’s language', () => {
  const spanishDesk = { language: 'es', locale: 'es-ES' } as const;

  it('is the one asked at export, in its own locale unless the operator’s is of that language', () => {
    expect(pdfLanguage('en', 'es-ES', spanishDesk)).toEqual({ language: 'en', locale: 'en-GB' });
    expect(pdfLanguage('es', 'es-MX', spanishDesk)).toEqual({ language: 'es', locale: 'es-MX' });
    expect(pdfLanguage(undefined, undefined, spanishDesk)).toEqual(spanishDesk);
  });

  it('reads a customer’s language as the operator wrote it, and leaves the desk’s for one it does not speak', () => {
    for (const written of ['es', 'ES', 'es-AR', 'Español', 'spanish', 'Castellano']) expect(customerLanguage(written)).toBe('es');
    for (const written of ['en', 'en-GB', 'English', 'inglés']) expect(customerLanguage(written)).toBe('en');
    for (const written of ['French', 'fr', '', null, undefined]) expect(customerLanguage(written)).toBeUndefined();
  });
});
