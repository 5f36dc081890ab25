import { describe, expect, it } from 'vitest';
import { dateText, datePlaceholder, dayFromText } from '../../../src/renderer/src/lib/date-text';

/** The date fields in the desk's order: Spain's day first, whatever order the browser's own date input uses. */
describe('a date field’s text', () => {
  it('shows the ISO day in the locale’s order', () => {
    expect(dateText('2026-11-28', 'es-ES')).toBe('28/11/2026');
    expect(dateText('2026-11-28', 'en-GB')).toBe('28/11/2026');
    expect(dateText('2026-11-28', 'en-US')).toBe('11/28/2026');
    expect(dateText('', 'es-ES')).toBe('');
  });

  it('reads a day typed in the locale’s order, and refuses what is no day', () => {
    expect(dayFromText('28/11/2026', 'es-ES')).toBe('2026-11-28');
    expect(dayFromText('5-1-27', 'es-ES')).toBe('2027-01-05');
    expect(dayFromText('11/28/2026', 'en-US')).toBe('2026-11-28');
    expect(dayFromText('11/28/2026', 'es-ES')).toBeNull();
    expect(dayFromText('29/02/2027', 'es-ES')).toBeNull();
    expect(dayFromText('29/02/2028', 'es-ES')).toBe('2028-02-29');
    expect(dayFromText('28/11', 'es-ES')).toBeNull();
  });

  it('says its order when empty', () => {
    expect(datePlaceholder('en-GB')).toBe('dd/mm/yyyy');
    expect(datePlaceholder('en-US')).toBe('mm/dd/yyyy');
  });
});
