import { describe, expect, it } from 'vitest';
import { loadList, type LoadedList } from '@main/store/list-memory-load';
import { syntheticShipments } from '../../helpers/synthetic-shipments';
import { connectionOf, openStore, syncList, tempDataDir } from './store-helpers';

/** Bytes of every typed array and text a loaded list holds (a text's characters at one byte each: the codes are ASCII). */
function bytesHeld(value: unknown, seen = new Set<unknown>()): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object' || seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  const parts = value instanceof Map ? [...value.values()] : Object.values(value);
  return parts.reduce((sum: number, part) => sum + bytesHeld(part, seen), 0);
}

function loaded(rows: number): LoadedList {
  const store = openStore(tempDataDir(), 'profile-a', { listInMemory: false });
  syncList(store, syntheticShipments(rows, 5), '2026-02-01T00:00:00.000Z');
  const steps = loadList(connectionOf(store), () => 'v1');
  let next = steps.next();
  while (!next.done) next = steps.next();
  store.close();
  if (next.value === null) throw new Error('the list moved while it loaded');
  return next.value;
}

describe("the tracking list's columns in main's memory", () => {
  it('take under 70 bytes a row: one order of row numbers per sort key, value numbers of a byte or two', () => {
    const rows = 20_000;
    const list = loaded(rows);
    expect(list.size).toBe(rows);
    // Four bytes a row each: the row ids, the service's order, 6 ascending orders, the pickup ranks and the
    // codes' starts (40); the codes' characters (about 9); a byte or two for each repeated column, a byte for
    // the code's flag and for each key's group starts. Each descending order kept as well would be 4 more.
    expect(bytesHeld(list) / rows).toBeLessThan(70);
  });
});
