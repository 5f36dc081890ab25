import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { durationText, untilText, validityOf } from '@renderer/lib/validity';

const now = new Date(2026, 2, 12, 10, 0, 0).getTime();

describe('validity', () => {
  it('counts down in words as precise as matters', () => {
    expect(durationText(30_000)).toBe('less than a minute');
    expect(durationText(12 * 60_000)).toBe('12 min');
    expect(durationText(125 * 60_000)).toBe('2 h 5 min');
    expect(durationText(18 * 3_600_000 + 49 * 60_000)).toBe('18 h');
    expect(durationText(28 * 3_600_000)).toBe('1 day 4 h');
    expect(durationText(7 * 86_400_000 + 4 * 3_600_000)).toBe('7 days');
  });

  it('says it in Spanish on a Spanish desk, days counted by the plural rule', () => {
    useLanguageSource(() => 'es');
    try {
      expect(durationText(30_000)).toBe('menos de un minuto');
      expect(durationText(28 * 3_600_000)).toBe('1 día 4 h');
      expect(durationText(7 * 86_400_000)).toBe('7 días');
      expect(validityOf('2026-03-12T16:00:00', now)).toMatchObject({ text: 'Caduca en 6 h' });
      expect(validityOf('2026-03-12T09:57:00', now)).toMatchObject({ text: 'Caducó hace 3 min' });
      expect(untilText('2026-03-20T16:00:00', now, 'es-ES')).toBe('hasta 20 mar 2026');
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('tells valid, expiring within the hour, expired and unknown apart', () => {
    // Zoneless service dates are the local time they say.
    expect(validityOf('2026-03-12T16:00:00', now)).toMatchObject({ state: 'valid', text: 'Expires in 6 h' });
    expect(validityOf('2026-03-12T10:12:00', now)).toMatchObject({ state: 'expiring', text: 'Expires in 12 min' });
    expect(validityOf('2026-03-12T09:57:00', now)).toMatchObject({ state: 'expired', text: 'Expired 3 min ago' });
    expect(validityOf('2026-03-12T10:00:00', now).state).toBe('expired');
    expect(validityOf(null, now)).toEqual({ state: 'unknown' });
    expect(validityOf('soon', now)).toEqual({ state: 'unknown' });
  });

  it('moves on with the clock (the screens tick every 30 s)', () => {
    const expiry = '2026-03-12T10:01:00';
    expect(validityOf(expiry, now).state).toBe('expiring');
    expect(validityOf(expiry, now + 30_000).state).toBe('expiring');
    expect(validityOf(expiry, now + 60_000).state).toBe('expired');
  });

  it('says until when: the time within a day, else the date', () => {
    expect(untilText('2026-03-12T22:28:00', now, 'en-GB')).toBe('until 22:28');
    expect(untilText('2026-03-19T08:20:00', now, 'en-GB')).toBe('until 19 Mar 2026');
  });
});
