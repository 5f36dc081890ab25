import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from '@shared/domain/intl-formats';

describe('Intl formatters built once per locale and options', () => {
  it('hands back the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('en-GB')).toBe(numberFormat('en-GB'));
    expect(numberFormat('en-GB')).not.toBe(numberFormat('de-DE'));
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).toBe(dateTimeFormat('en-GB', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('en-GB', { timeStyle: 'short' }));
    expect(displayNames('en', { type: 'region' })).toBe(displayNames('en', { type: 'region' }));
    expect(displayNames('en', { type: 'region' })).not.toBe(displayNames('en', { type: 'currency' }));
    expect(numberFormat(undefined, { maximumFractionDigits: 1 })).toBe(
      numberFormat(undefined, { maximumFractionDigits: 1 }),
    );
    expect(numberFormat(undefined, { maximumFractionDigits: 1 })).not.toBe(
      numberFormat(undefined, { maximumFractionDigits: 2 }),
    );
  });

  it('formats as a new formatter would', () => {
    expect(numberFormat('de-DE').format(1234.5)).toBe(new Intl.NumberFormat('de-DE').format(1234.5));
    const date = new Date(Date.UTC(2026, 10, 23, 10, 0));
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    expect(dateTimeFormat('en-GB', options).format(date)).toBe('23 Nov 2026');
    expect(displayNames('en', { type: 'region' }).of('ES')).toBe('Spain');
    expect(displayNames('en', { type: 'currency' }).of('EUR')).toBe('Euro');
    // No locale: the runtime's default, as a new formatter without one.
    expect(numberFormat(undefined, { maximumFractionDigits: 1 }).format(1234.56)).toBe(
      new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(1234.56),
    );
  });

  it('refuses a malformed locale tag as a new formatter does, and keeps nothing for it', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
  });
});
