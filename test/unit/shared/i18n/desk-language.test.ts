import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '@shared/i18n/desk-language';
import { formatMoney } from '@shared/domain/money';
import { codeLabel, statusLabel } from '@shared/domain/code-labels';
import { dateTimeFormat } from '@shared/domain/intl-formats';

describe('the desk’s language', () => {
  it('follows the system: Spanish for any es-*, English otherwise, in the system’s own locale', () => {
    expect(resolveLanguage('system', ['es-ES', 'en-US'])).toEqual({ language: 'es', locale: 'es-ES' });
    expect(resolveLanguage('system', ['es-MX'])).toEqual({ language: 'es', locale: 'es-MX' });
    expect(resolveLanguage('system', ['es_419'])).toEqual({ language: 'es', locale: 'es-419' });
    expect(resolveLanguage('system', ['ca-ES', 'es-ES'])).toEqual({ language: 'es', locale: 'es-ES' });
    expect(resolveLanguage('system', ['en-US', 'es-ES'])).toEqual({ language: 'en', locale: 'en-US' });
    expect(resolveLanguage('system', ['de-DE'])).toEqual({ language: 'en', locale: 'en-GB' });
    expect(resolveLanguage('system', [])).toEqual({ language: 'en', locale: 'en-GB' });
    expect(resolveLanguage('system', ['es'])).toEqual({ language: 'es', locale: 'es-ES' });
  });

  it('is the one chosen in Settings whatever the system says', () => {
    expect(resolveLanguage('es', ['en-US'])).toEqual({ language: 'es', locale: 'es-ES' });
    expect(resolveLanguage('en', ['es-ES'])).toEqual({ language: 'en', locale: 'en-GB' });
    expect(resolveLanguage('en-XA', ['es-ES'])).toEqual({ language: 'en-XA', locale: 'en-GB' });
  });
});

describe('Spanish formats', () => {
  it('write amounts as a Spanish desk reads them, thousands grouped from four digits', () => {
    expect(formatMoney({ value: 123456, currency: 'EUR' }, 'es-ES')).toBe('1.234,56\u00a0€');
    expect(formatMoney({ value: 1234567, currency: 'EUR' }, 'es-ES')).toBe('12.345,67\u00a0€');
    expect(formatMoney({ value: 123456, currency: 'USD' }, 'es-ES')).toBe('1.234,56\u00a0US$');
    expect(formatMoney({ value: 123456, currency: 'EUR' }, 'en-GB')).toBe('€1,234.56');
  });

  it('write dates day first', () => {
    const format = dateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });
    expect(format.format(new Date(2026, 10, 28))).toBe('28/11/2026');
  });

  it('say the codes the service sends in the language asked, unknown codes honestly', () => {
    expect(statusLabel('InTransit', 'es')).toBe('En tránsito');
    expect(statusLabel(null, 'es')).toBe('Sin novedades');
    expect(codeLabel('incoterm', 'FOB', 'es')).toBe('Franco a bordo');
    expect(codeLabel('containerType', '40HDRY', 'es')).toBe('40 pies high cube de uso general');
    expect(codeLabel('trackingStatus', 'CustomsHold', 'es')).toBe('Customs hold');
    expect(statusLabel('Delivered', 'en-XA')).toMatch(/^\[Ðéļíṽéŕéð/);
  });
});
