import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { clocksOf, type FreeTimeClock, type FreeTimeTerm } from '@shared/domain/free-time';
import { freeTimeEventsOf, type DestinationPort } from '@shared/domain/free-time-events';
import { chargeSum, freeTimeWords } from '@renderer/lib/free-time-text';

/*
 * A clock in words, as Tracking, Today and the detail say it: with the sum
 * behind each amount (days x price per day x containers), and where the stop
 * was not reported, said, never hidden.
 */

const VALENCIA: DestinationPort = { code: 'ESVLC', city: 'Valencia', countryCode: 'ES', timeZone: 'Europe/Madrid' };
const at = { city: 'Valencia', countryCode: 'ES', groupIndex: null };
const demurrage: FreeTimeTerm = {
  chargeType: 'Demurrage',
  freeTimeStartEvent: 'DISCHARGE',
  freeTimeGrantInDays: 6,
  price: { value: 15_000, currency: 'EUR' },
  containerSizeType: '40DRY',
};
const detention: FreeTimeTerm = {
  ...demurrage,
  chargeType: 'Detention',
  freeTimeStartEvent: 'GATE_OUT',
  freeTimeGrantInDays: 7,
  price: { value: 8_000, currency: 'EUR' },
};

function clocks(statuses: Array<[string, string]>, now: string): FreeTimeClock[] {
  const messages = statuses.map(([status, updatedDate]) => ({ status, updatedDate, ...at }));
  return clocksOf(
    [demurrage, detention],
    { mode: 'sea-fcl', port: VALENCIA, containers: { '40DRY': 3 } },
    freeTimeEventsOf(messages, VALENCIA),
    [],
    Date.parse(now),
  );
}

describe('free-time words', () => {
  it('says a stopped clock in Spanish, its sum with Spanish plurals and amounts as 1.800,00 €', () => {
    const [late] = clocks(
      [
        ['Discharged', '2026-12-26T18:30:00'],
        ['GateOut', '2027-01-04T08:00:00'],
      ],
      '2027-01-05T12:00:00Z',
    );
    useLanguageSource(() => 'es');
    try {
      const words = freeTimeWords(late as FreeTimeClock, 'es-ES');
      expect(words.short).toBe('Detenido');
      expect(words.text.replace(/\u00a0/g, ' ')).toBe(
        'Demora 40DRY: detenido con la retirada, 4 ene 2027, 8:00: 4 días × 150,00 € × 3 contenedores = 1.800,00 €',
      );
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says a stopped clock’s charge with its sum, and that nothing was charged within free time', () => {
    // Discharged 26 Dec; last free day 31 Dec; released 4 Jan: 1 to 4 Jan, 4 days x €150.00 x 3 = €1,800.00.
    const [late] = clocks(
      [
        ['Discharged', '2026-12-26T18:30:00'],
        ['GateOut', '2027-01-04T08:00:00'],
      ],
      '2027-01-05T12:00:00Z',
    );
    expect(freeTimeWords(late as FreeTimeClock, 'en-GB')).toEqual({
      short: 'Stopped',
      text: 'Demurrage 40DRY: stopped at the release, 4 Jan 2027, 08:00: 4 days × €150.00 × 3 containers = €1,800.00',
      tone: 'neutral',
    });
    const [early] = clocks(
      [
        ['Discharged', '2026-12-26T18:30:00'],
        ['GateOut', '2026-12-27T10:00:00'],
      ],
      '2027-01-15T12:00:00Z',
    );
    expect(freeTimeWords(early as FreeTimeClock, 'en-GB').text).toBe(
      'Demurrage 40DRY: stopped at the release, 27 Dec 2026, 10:00: within free time, nothing charged',
    );
  });

  it('says the empty return was not reported and what the charge is if the container is still out', () => {
    const [, open] = clocks(
      [
        ['Discharged', '2026-12-26T18:30:00'],
        ['GateOut', '2026-12-27T09:00:00'],
        ['Delivered', '2026-12-27T15:00:00'],
      ],
      '2027-01-15T12:00:00Z',
    );
    // Last free day 2 Jan; 3 to 15 Jan = 13 days x €80.00 x 3 = €3,120.00.
    expect(freeTimeWords(open as FreeTimeClock, 'en-GB')).toEqual({
      short: 'End not reported',
      text: 'Detention 40DRY: empty return not reported; if the container is still out, past the last free day (2 Jan 2027), 13 days × €80.00 × 3 containers = €3,120.00 so far',
      tone: 'danger',
    });
  });

  it('counts down, then flags the last 48 hours', () => {
    // Free time ends 1 Jan 00:00 at Valencia = 31 Dec 23:00 UTC: from 27 Dec 12:00 UTC, 4 d 11 h; from 30 Dec, 1 d 11 h.
    const [running] = clocks([['Discharged', '2026-12-26T18:30:00']], '2026-12-27T12:00:00Z');
    expect(freeTimeWords(running as FreeTimeClock, 'en-GB')).toMatchObject({
      short: '4 d 11 h left',
      text: 'Demurrage 40DRY: 4 d 11 h left, last free day 31 Dec 2026',
      tone: 'neutral',
    });
    const [soon] = clocks([['Discharged', '2026-12-26T18:30:00']], '2026-12-30T12:00:00Z');
    expect(freeTimeWords(soon as FreeTimeClock, 'en-GB')).toMatchObject({ short: '1 d 11 h left', tone: 'warning' });
    const [, waiting] = clocks([['Discharged', '2026-12-26T18:30:00']], '2026-12-30T12:00:00Z');
    expect(freeTimeWords(waiting as FreeTimeClock, 'en-GB').text).toBe(
      'Detention 40DRY: free time starts at the release, not yet released',
    );
  });

  it('says when how many containers were booked is not known, rather than guess', () => {
    const [unknown] = clocksOf(
      [demurrage],
      { mode: 'sea-fcl', port: VALENCIA, containers: null },
      freeTimeEventsOf([{ status: 'Discharged', updatedDate: '2026-12-26T18:30:00', ...at }], VALENCIA),
      [],
      Date.parse('2027-01-02T12:00:00Z'),
    );
    // 1 and 2 Jan: 2 days x €150.00 = €300.00 for one container.
    expect(chargeSum(unknown as FreeTimeClock, 'en-GB')).toBe(
      '2 days × €150.00 = €300.00 a container (how many were booked is not known)',
    );
  });
});
