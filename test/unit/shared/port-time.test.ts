import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  instantOfLocal,
  isTimeZone,
  localDateTimeAt,
  portLocalTime,
  zoneOffsetMs,
} from '@shared/domain/port-time';

const HOUR = 3_600_000;

describe('wall clocks in a port’s time zone', () => {
  it.each([
    // Valencia keeps UTC+1 in winter: 23:30 UTC on 1 Dec is 00:30 on 2 Dec.
    ['Europe/Madrid', '2026-12-01T23:30:00Z', '2026-12-02T00:30:00'],
    // Shanghai, UTC+8 all year: 18:00 UTC on 1 Dec is 02:00 on 2 Dec.
    ['Asia/Shanghai', '2026-12-01T18:00:00Z', '2026-12-02T02:00:00'],
    // Los Angeles, UTC-8 in winter: 04:00 UTC on 2 Dec is 20:00 on 1 Dec.
    ['America/Los_Angeles', '2026-12-02T04:00:00Z', '2026-12-01T20:00:00'],
    // In summer Valencia is UTC+2: 22:30 UTC on 30 Jun is 00:30 on 1 Jul.
    ['Europe/Madrid', '2026-06-30T22:30:00Z', '2026-07-01T00:30:00'],
    [null, '2026-12-01T23:30:00Z', '2026-12-01T23:30:00'],
  ])('%s: the instant %s reads %s', (zone, instant, local) => {
    expect(localDateTimeAt(Date.parse(instant), zone)).toBe(local);
    expect(instantOfLocal(local, zone)).toBe(Date.parse(instant));
  });

  it('reads a time the clocks skip as after the change, and a repeated one as its first', () => {
    // Madrid, 29 Mar 2026: 02:00 becomes 03:00. 02:30 never shows; read with the winter offset it is 01:30 UTC (03:30 summer time).
    expect(new Date(instantOfLocal('2026-03-29T02:30:00', 'Europe/Madrid')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // Madrid, 25 Oct 2026: 03:00 goes back to 02:00. 02:30 happens at 00:30 UTC (summer) and 01:30 UTC: the first.
    expect(new Date(instantOfLocal('2026-10-25T02:30:00', 'Europe/Madrid')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // Madrid's clocks go forward at 01:00 UTC: a second before, UTC+1; at it, UTC+2 (offsets are kept per quarter hour).
    expect(zoneOffsetMs(Date.parse('2026-03-29T00:59:59Z'), 'Europe/Madrid')).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toBe(2 * HOUR);
    expect(localDateTimeAt(Date.parse('2026-03-29T00:59:59Z'), 'Europe/Madrid')).toBe('2026-03-29T01:59:59');
    expect(localDateTimeAt(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toBe('2026-03-29T03:00:00');
    // Kathmandu keeps UTC+5:45: a quarter hour off the hour, every day of the year.
    expect(localDateTimeAt(Date.parse('2026-12-01T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-12-02T00:00:00');
    // Los Angeles, 8 Mar 2026 (02:00 -> 03:00): the day before and after keep their own offsets.
    expect(zoneOffsetMs(Date.parse('2026-03-08T09:00:00Z'), 'America/Los_Angeles')).toBe(-8 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-03-08T11:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR);
  });

  it('reads a zoneless event time as the port’s own, and moves one with a zone into the port’s', () => {
    expect(portLocalTime('2026-12-02 02:00:00', 'Asia/Shanghai')).toBe('2026-12-02T02:00:00');
    expect(portLocalTime('2026-12-01T18:00:00Z', 'Asia/Shanghai')).toBe('2026-12-02T02:00:00');
    expect(portLocalTime('2026-12-02T02:00:00+08:00', null)).toBe('2026-12-02T02:00:00');
    expect(portLocalTime('not a date', 'Asia/Shanghai')).toBeNull();
  });

  it('counts calendar days across month, year and daylight-saving ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-12-26', '2027-01-15')).toBe(20);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('knows the IANA zones, not made-up ones', () => {
    expect(isTimeZone('Atlantic/Canary')).toBe(true);
    expect(isTimeZone('Europe/Valencia')).toBe(false);
  });
});
