import { afterEach, describe, expect, it } from 'vitest';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import {
  setEarlyRows,
  earlyRowsFor,
  takeFirstRows,
  type EarlyRows,
  type FirstRows,
  type RowsWanted,
} from '@renderer/screens/tracking/first-rows';

/** Rows asked for early, as ask-first-rows.ts sets them; `changed` stands for a change of the stored list since. */
function early(overrides: Partial<EarlyRows> = {}, changed = false): EarlyRows & { stopped: boolean } {
  const rows: FirstRows = Promise.resolve({
    total: 0,
    totalElements: 0,
    offset: 0,
    rows: [] as StoredShipmentListItem[],
    fetchedAt: null,
  });
  const entry = {
    list: 'list-a',
    scope: 'profile-1|1',
    limit: 100,
    rows,
    back: rows.then(() => undefined),
    stale: () => changed,
    stopped: false,
    stop: () => (entry.stopped = true),
    ...overrides,
  };
  return entry;
}

const wanted: RowsWanted = { scope: 'profile-1|1', firstScope: true, list: 'list-a', offset: 0, limit: 100 };

afterEach(() => setEarlyRows(null));

describe('the first rows asked for as Tracking opens', () => {
  it('are handed to the list they were asked for, once', () => {
    const held = early();
    setEarlyRows(held);
    expect(takeFirstRows(wanted)).toBe(held.rows);
    expect(held.stopped).toBe(true);
    expect(takeFirstRows(wanted)).toBeNull();
  });

  it('are not handed to another list, another block or another page size', () => {
    for (const other of [{ list: 'list-b' }, { offset: 100 }, { limit: 50 }]) {
      setEarlyRows(early());
      expect(takeFirstRows({ ...wanted, ...other })).toBeNull();
    }
  });

  it('are not handed over once the stored list changed since they were asked for', () => {
    setEarlyRows(early({}, true));
    expect(takeFirstRows(wanted)).toBeNull();
  });

  it('belong to the scope they were asked in, and not to another profile', () => {
    setEarlyRows(early());
    expect(takeFirstRows({ ...wanted, scope: 'profile-2|2', firstScope: false })).toBeNull();
  });

  it('asked before main named a profile, belong to the first one it names only', () => {
    setEarlyRows(early({ scope: null }));
    expect(takeFirstRows({ ...wanted, firstScope: false })).toBeNull();
    const held = early({ scope: null });
    setEarlyRows(held);
    expect(takeFirstRows(wanted)).toBe(held.rows);
  });

  it('asked again, the earlier ask is forgotten and stops watching for changes', () => {
    const first = early({ list: 'list-b' });
    setEarlyRows(first);
    const second = early();
    setEarlyRows(second);
    expect(first.stopped).toBe(true);
    expect(takeFirstRows(wanted)).toBe(second.rows);
  });

  it('asked for ahead, are found still current for their list and profile, without being taken', () => {
    const held = early();
    setEarlyRows(held);
    expect(earlyRowsFor('list-a', 'profile-1|1')).toBe(held);
    expect(earlyRowsFor('list-a', 'profile-1|1')).toBe(held);
    expect(earlyRowsFor('list-b', 'profile-1|1')).toBeNull();
    expect(earlyRowsFor('list-a', 'profile-2|2')).toBeNull();
    // Not known to be any profile's: only a screen taking them for the first profile may have them.
    expect(earlyRowsFor('list-a', null)).toBeNull();
    setEarlyRows(early({ scope: null }));
    expect(earlyRowsFor('list-a', 'profile-1|1')).toBeNull();
    // Once the stored list changed (or the ask failed), they are asked for again.
    setEarlyRows(early({}, true));
    expect(earlyRowsFor('list-a', 'profile-1|1')).toBeNull();
    const current = early();
    setEarlyRows(current);
    expect(takeFirstRows(wanted)).toBe(current.rows);
    expect(earlyRowsFor('list-a', 'profile-1|1')).toBeNull();
  });
});
