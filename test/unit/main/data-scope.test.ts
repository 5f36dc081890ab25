import { describe, expect, it } from 'vitest';
import { bookingModes } from '@shared/api/modes';
import { operationIds, operations } from '@shared/api/operations';
import type { EventName } from '@shared/ipc/contract';
import { EventHub } from '@main/events';
import { shipmentIdOf, topicsChangedBy } from '@main/session/data-changes';
import { DataScope } from '@main/session/data-scope';

function scopeOf(active: { id: string }) {
  const events = new EventHub();
  const seen: Array<{ event: EventName; payload: unknown }> = [];
  events.subscribe((event, payload) => seen.push({ event, payload }));
  return { scope: new DataScope(() => active.id, events), seen };
}

describe('DataScope', () => {
  it('gives each scope its own cache, and an ended scope only a throwaway one', () => {
    const active = { id: 'a' };
    const { scope } = scopeOf(active);
    const lists = scope.cache(['shipments'], () => new Map<string, string>());
    const first = scope.current();
    lists.of(first).set('k', 'a-list');
    expect(lists.of(first).get('k')).toBe('a-list');

    // The profile changes (the store switches first, the session renews right after).
    active.id = 'b';
    expect(scope.isCurrent(first)).toBe(false);
    scope.renew();
    const second = scope.current();
    expect(second.generation).toBeGreaterThan(first.generation);
    expect(lists.of(second).get('k')).toBeUndefined();

    // A late answer of the old scope is never kept where the new one looks.
    lists.of(first).set('k', 'late a-list');
    expect(lists.of(second).get('k')).toBeUndefined();
  });

  it('drops the caches of the topics a write changed, and says so for the scope on screen only', () => {
    const { scope, seen } = scopeOf({ id: 'a' });
    const shipments = scope.cache(['shipments'], () => ({ rows: [] as string[] }));
    const tariffs = scope.cache(['tariffs'], () => ({ rows: [] as string[] }));
    const stamp = scope.current();
    shipments.of(stamp).rows.push('S1');
    tariffs.of(stamp).rows.push('T1');

    scope.changed(stamp, ['shipments', 'quotes'], 'S1');
    expect(shipments.of(stamp).rows).toEqual([]);
    expect(tariffs.of(stamp).rows).toEqual(['T1']);
    expect(seen).toEqual([
      {
        event: 'data.changed',
        payload: { profileId: 'a', generation: stamp.generation, topics: ['shipments', 'quotes'], shipmentId: 'S1' },
      },
    ]);

    // A write of an ended scope changes nothing shown now.
    scope.renew();
    scope.changed(stamp, ['tariffs'], null);
    expect(seen).toHaveLength(1);
  });
});

describe('what each write makes stale', () => {
  it('covers every operation that changes something at the service', () => {
    // Every non-GET operation but the reads sent as POST (signing in, rating, the tariff report),
    // plus the tracking switch (a GET in the spec that switches tracking): a new write must be listed.
    const postReads = (id: string) => id === 'auth.token' || id.startsWith('rates.') || id === 'tariffs.report';
    const writes = operationIds.filter(
      (id) => (operations[id].method !== 'GET' && !postReads(id)) || id === 'tracking.switch',
    );
    expect(writes.length).toBeGreaterThan(5);
    for (const id of writes) expect(topicsChangedBy(id), id).not.toEqual([]);
    for (const id of operationIds.filter((id) => !writes.includes(id))) expect(topicsChangedBy(id), id).toEqual([]);
  });

  it('makes every booking mode stale the shipments and the quotes', () => {
    for (const mode of Object.values(bookingModes)) {
      expect(topicsChangedBy(mode.operationId)).toEqual(['shipments', 'quotes']);
    }
    expect(topicsChangedBy('documents.upload')).toEqual(expect.arrayContaining(['documents', 'shipments']));
  });

  it('names the shipment a call is about, from its params or its body', () => {
    expect(shipmentIdOf({ params: { shipmentId: 'S1', status: true } })).toBe('S1');
    expect(shipmentIdOf({ body: { shipmentId: 'S2', file: 'x' } })).toBe('S2');
    expect(shipmentIdOf({ body: { id: 'Q1' } })).toBeNull();
    expect(shipmentIdOf({})).toBeNull();
  });
});
