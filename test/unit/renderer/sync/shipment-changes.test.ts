import { describe, expect, it } from 'vitest';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { ShipmentChangesEvent } from '@shared/ipc/channels/sync';
import { addChanges, MAX_RECENT_CHANGES } from '@renderer/lib/recent-changes';
import { describeShipmentChange } from '@renderer/lib/shipment-change-text';

const NOW = new Date('2026-11-23T12:00:00');
const ref = { shipmentId: 'S-1', shipmentCode: 'FR000061' };

function line(change: ShipmentChange) {
  return describeShipmentChange(change, NOW, 'en-GB');
}

describe('a shipment change in words', () => {
  it('says which shipment moved and from what to what', () => {
    expect(line({ ...ref, kind: 'status', from: 'None', to: 'InTransit' })).toEqual({
      subject: 'FR000061',
      text: 'Status: No updates → In transit',
      tone: 'info',
    });
    expect(line({ ...ref, kind: 'delivery-date', from: '2026-11-25', to: '2026-11-28T09:30:00' }).text).toBe(
      'ETA moved: 25 Nov 2026 → 28 Nov 2026, 09:30',
    );
    expect(line({ ...ref, kind: 'delivery-date', from: null, to: '2026-11-28' }).text).toBe(
      'ETA moved: none → 28 Nov 2026',
    );
    expect(line({ ...ref, kind: 'pickup-date', from: '2026-11-20', to: '2026-11-21' }).text).toBe(
      'Pickup moved: 20 Nov 2026 → 21 Nov 2026',
    );
    expect(line({ ...ref, kind: 'customs-status', from: null, to: 'Cleared' }).text).toBe('Customs: none → Cleared');
    expect(line({ ...ref, kind: 'added' }).text).toBe('New in the list');
  });

  it('names a shipment without a code by its id', () => {
    expect(line({ shipmentId: 'S-9', shipmentCode: null, kind: 'added' }).subject).toBe('S-9');
  });

  it('marks a shipment the service no longer lists, kept here', () => {
    expect(line({ ...ref, kind: 'unlisted', since: '2026-11-23T11:05:00' })).toMatchObject({
      text: 'No longer listed by the service since 11:05 (kept here)',
      tone: 'warn',
    });
  });

  it('counts new messages', () => {
    const messages = { kind: 'messages', shipmentId: 'S-1', shipmentCode: 'FR000061' } as const;
    expect(line({ ...messages, newCount: 2, latest: 'Arrived at Valencia hub' })).toEqual({
      subject: 'FR000061',
      text: '2 new tracking messages: “Arrived at Valencia hub”',
      tone: 'info',
    });
    expect(line({ ...messages, newCount: 1, latest: null }).text).toBe('1 new tracking message');
  });

  it('says a document was uploaded or validated, by its shipment code, and warns when one is refused or its validation went', () => {
    const doc = {
      kind: 'document-validation' as const,
      shipmentId: 'd3c55a66-0b4f-4f4e-9a55-2f4f4f1c0a11',
      shipmentCode: 'FR000061',
      documentName: 'Packing list',
      documentKey: 't1',
    };
    // An upload: no status before, the service's None (waiting for the back office) now.
    expect(line({ ...doc, from: null, to: 'None' })).toEqual({
      subject: 'FR000061',
      text: 'Packing list uploaded',
      tone: 'info',
    });
    expect(line({ ...doc, from: 'None', to: 'Validated' })).toMatchObject({ text: 'Packing list validated', tone: 'info' });
    expect(line({ ...doc, from: 'None', to: 'Rejected' })).toMatchObject({ text: 'Packing list: Rejected', tone: 'warn' });
    expect(line({ ...doc, from: 'None', to: 'NeedsSignature' }).text).toBe('Packing list: Needs signature');
    expect(line({ ...doc, from: 'Validated', to: null })).toMatchObject({
      text: 'Packing list: validation status removed (was Validated)',
      tone: 'warn',
    });
    expect(line({ ...doc, documentName: null, from: null, to: 'Validated' }).text).toBe('A document validated');
    // A change logged before changes carried the code names no id either.
    expect(line({ ...doc, shipmentCode: undefined, from: null, to: 'None' }).subject).toBe('A shipment');
  });
});

describe('the recent changes', () => {
  const event = (changes: ShipmentChange[], over: Partial<ShipmentChangesEvent> = {}): ShipmentChangesEvent => ({
    profileId: 'p1',
    generation: 1,
    cause: 'timer',
    at: '2026-11-23T11:00:00Z',
    changes,
    ...over,
  });

  it('puts the newest first and keeps a bounded number', () => {
    const first = addChanges([], event([{ ...ref, kind: 'added' }]), 'p1#1', 1);
    const second = addChanges(first, event([{ ...ref, kind: 'status', from: 'None', to: 'Delivered' }]), 'p1#1', 2);
    expect(second.map((c) => c.change.kind)).toEqual(['status', 'added']);
    const many = Array.from({ length: MAX_RECENT_CHANGES + 10 }, (_, i): ShipmentChange => ({
      shipmentId: `S-${i}`,
      shipmentCode: null,
      kind: 'added',
    }));
    const full = addChanges(second, event(many), 'p1#1', 3);
    expect(full).toHaveLength(MAX_RECENT_CHANGES);
    expect(full[0]?.change).toEqual(many[0]);
    expect(new Set(full.map((c) => c.key)).size).toBe(MAX_RECENT_CHANGES);
  });

  it('never takes another profile’s or an older session’s changes', () => {
    const kept = addChanges([], event([{ ...ref, kind: 'added' }]), 'p1#1', 1);
    expect(addChanges(kept, event([{ ...ref, kind: 'added' }], { profileId: 'p2' }), 'p1#1', 2)).toEqual(kept);
    expect(addChanges(kept, event([{ ...ref, kind: 'added' }], { generation: 0 }), 'p1#1', 3)).toEqual(kept);
    expect(addChanges([], event([{ ...ref, kind: 'added' }]), null, 4)).toEqual([]);
  });
});
