import { afterEach, describe, expect, it } from 'vitest';
import type { StoredShipmentListItem } from '@shared/domain/stored-records';
import {
  keepFirstRows,
  keptFirstRows,
  takeFirstRows,
  type EarlyRows,
  type FirstRows,
  type RowsWanted,
} from '@renderer/screens/tracking/first-rows';

/** Rows asked for early, as ask-first-rows.ts keeps them; `changed` stands for a change of the stored list since. */
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

afterEach(() => keepFirstRows(null));

describe('the first rows asked for as Tracking opens', () => {
  it('are handed to the list they were asked for, once', () => {
    const kept = early();
    keepFirstRows(kept);
    expect(takeFirstRows(wanted)).toBe(kept.rows);
    expect(kept.stopped).toBe(true);
    expect(takeFirstRows(wanted)).toBeNull();
  });

  it('are not handed to another list, another block or another page size', () => {
    for (const other of [{ list: 'list-b' }, { offset: 100 }, { limit: 50 }]) {
      keepFirstRows(early());
      expect(takeFirstRows({ ...wanted, ...other })).toBeNull();
    }
  });

  it('are not handed over once the stored list changed since they were asked for', () => {
    keepFirstRows(early({}, true));
    expect(takeFirstRows(wanted)).toBeNull();
  });

  it('belong to the scope they were asked in, and not to another profile', () => {
    keepFirstRows(early());
    expect(takeFirstRows({ ...wanted, scope: 'profile-2|2', firstScope: false })).toBeNull();
  });

  it('asked before main named a profile, belong to the first one it names only', () => {
    keepFirstRows(early({ scope: null }));
    expect(takeFirstRows({ ...wanted, firstScope: false })).toBeNull();
    const kept = early({ scope: null });
    keepFirstRows(kept);
    expect(takeFirstRows(wanted)).toBe(kept.rows);
  });

  it('asked again, the earlier ask is forgotten and stops watching for changes', () => {
    const first = early({ list: 'list-b' });
    keepFirstRows(first);
    const second = early();
    keepFirstRows(second);
    expect(first.stopped).toBe(true);
    expect(takeFirstRows(wanted)).toBe(second.rows);
  });

  it('asked for ahead, are found still current for their list and profile, without being taken', () => {
    const kept = early();
    keepFirstRows(kept);
    expect(keptFirstRows('list-a', 'profile-1|1')).toBe(kept);
    expect(keptFirstRows('list-a', 'profile-1|1')).toBe(kept);
    expect(keptFirstRows('list-b', 'profile-1|1')).toBeNull();
    expect(keptFirstRows('list-a', 'profile-2|2')).toBeNull();
    // Not known to be any profile's: only a screen taking them for the first profile may have them.
    expect(keptFirstRows('list-a', null)).toBeNull();
    keepFirstRows(early({ scope: null }));
    expect(keptFirstRows('list-a', 'profile-1|1')).toBeNull();
    // Once the stored list changed (or the ask failed), they are asked for again.
    keepFirstRows(early({}, true));
    expect(keptFirstRows('list-a', 'profile-1|1')).toBeNull();
    const current = early();
    keepFirstRows(current);
    expect(takeFirstRows(wanted)).toBe(current.rows);
    expect(keptFirstRows('list-a', 'profile-1|1')).toBeNull();
  });
});
