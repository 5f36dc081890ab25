import { describe, expect, it } from 'vitest';
import { DATED_SYNC_RULE, listStartDate, type LastWholeSync } from '@main/sync/dated-sync';
import { TEST_NOW } from '../../helpers/test-clock';

const MINUTE = 60_000;
const whole = (listed: number, endedAt = TEST_NOW): LastWholeSync => ({
  endedAt,
  fetchedAt: new Date(endedAt - MINUTE).toISOString(),
  listed,
});
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('when a sync asks for the list since a date', () => {
  it('asks a large list since two days before the last whole list, on the timer and after a change', () => {
    const last = whole(1_000_000);
    const at = TEST_NOW + 10 * MINUTE;
    const expected = day(Date.parse(last.fetchedAt) - 2 * 24 * 60 * MINUTE);
    expect(listStartDate('timer', last, at, DATED_SYNC_RULE)).toBe(expected);
    expect(listStartDate('change', last, at, DATED_SYNC_RULE)).toBe(expected);
  });

  it('asks the whole list on sign-in, on Refresh, with no whole list in this run, and for a small list', () => {
    const at = TEST_NOW + MINUTE;
    expect(listStartDate('sign-in', whole(1_000_000), at, DATED_SYNC_RULE)).toBeNull();
    expect(listStartDate('refresh', whole(1_000_000), at, DATED_SYNC_RULE)).toBeNull();
    expect(listStartDate('change', null, at, DATED_SYNC_RULE)).toBeNull();
    expect(listStartDate('change', whole(DATED_SYNC_RULE.fromListed - 1), at, DATED_SYNC_RULE)).toBeNull();
    expect(listStartDate('change', whole(DATED_SYNC_RULE.fromListed), at, DATED_SYNC_RULE)).not.toBeNull();
  });

  it('asks the whole list again once the last whole one is as old as the rule allows', () => {
    const last = whole(1_000_000);
    const due = last.endedAt + DATED_SYNC_RULE.wholeEveryMs;
    expect(listStartDate('timer', last, due - 1, DATED_SYNC_RULE)).not.toBeNull();
    expect(listStartDate('timer', last, due, DATED_SYNC_RULE)).toBeNull();
  });

  it('asks the whole list when the last list has no readable time', () => {
    expect(listStartDate('timer', { ...whole(1_000_000), fetchedAt: 'soon' }, TEST_NOW, DATED_SYNC_RULE)).toBeNull();
  });
});
