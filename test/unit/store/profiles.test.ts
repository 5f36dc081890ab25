import { describe, expect, it } from 'vitest';
import { LocalStores } from '@main/store';
import type { ShipmentDocument } from '@shared/api/documents';
import type { ShipmentDetail, TrackingMessage } from '@shared/api/tracking';
import { listItem, partial, syncList, tempDataDir } from './store-helpers';

describe('one store per profile', () => {
  it("never shows one profile's records under another: list, search, detail, messages, documents, files, drafts", () => {
    const stores = new LocalStores(tempDataDir(), { now: () => new Date('2026-03-01T12:00:00.000Z') });
    try {
      const a = stores.get('profile-a');
      const b = stores.get('profile-b');
      const shared = {
        shipmentCode: 'SAME-CODE',
        agency: 'Maersk',
        origin: { countryCode: 'ES', state: null, city: 'Valencia', postalCode: '46001' },
      };
      syncList(
        a,
        [listItem({ shipmentId: 'a-1', ...shared }), listItem({ shipmentId: 'a-2' })],
        '2026-03-01T10:00:00.000Z',
      );
      syncList(b, [listItem({ shipmentId: 'b-1', ...shared })], '2026-03-01T10:00:00.000Z');
      a.details.put(partial<ShipmentDetail>({ shipmentId: 'a-1', bookingCode: 'BK-A' }), '2026-03-01T10:00:00.000Z');
      a.messages.put('SAME-CODE', [partial<TrackingMessage>({ message: 'only for A' })], '2026-03-01T10:00:00.000Z');
      a.documents.putChecklist(
        'a-1',
        [partial<ShipmentDocument>({ id: 'doc-a', documentName: 'Invoice' })],
        '2026-03-01T10:00:00.000Z',
      );
      a.documents.putFile({
        shipmentId: 'a-1',
        documentId: 'doc-a',
        documentKey: 'id:doc-a',
        documentName: 'Invoice',
        fileName: 'invoice.pdf',
        extension: 'pdf',
        source: 'downloaded',
        bytes: new Uint8Array([1]),
        storedAt: '2026-03-01T10:00:00.000Z',
      });
      a.drafts.save('booking/boxes', { for: 'A' });

      const ids = (store: typeof a, query: Parameters<typeof a.shipments.pages.page>[0]) =>
        store.shipments.pages.page(query).rows.map((r) => r.shipmentId);
      expect(ids(b, { offset: 0, limit: 10 })).toEqual(['b-1']);
      expect(ids(b, { search: 'same-code', offset: 0, limit: 10 })).toEqual(['b-1']);
      expect(ids(b, { search: 'bk-a', offset: 0, limit: 10 })).toEqual([]);
      expect(ids(b, { filters: { Origin: 'valencia' }, offset: 0, limit: 10 })).toEqual(['b-1']);
      expect(b.shipments.get('a-1')).toBeNull();
      expect(b.details.get('a-1')).toBeNull();
      expect(b.messages.get('SAME-CODE')).toBeNull();
      expect(b.documents.checklist('a-1')).toBeNull();
      expect(b.documents.fileOfDocument('doc-a')).toBeNull();
      expect(b.drafts.get('booking/boxes')).toBeNull();

      // And back: A still holds its own, and only its own.
      expect(ids(a, { search: 'same-code', offset: 0, limit: 10 })).toEqual(['a-1']);
      expect(a.messages.get('SAME-CODE')?.value).toEqual([{ message: 'only for A' }]);
      expect(a.shipments.get('b-1')).toBeNull();
      expect(a.file).not.toBe(b.file);
    } finally {
      stores.closeAll();
    }
  });

  it('hands out the same open store for a profile until it is closed', () => {
    const stores = new LocalStores(tempDataDir());
    try {
      const first = stores.get('sandbox');
      expect(stores.get('sandbox')).toBe(first);
      stores.close('sandbox');
      expect(first.isOpen).toBe(false);
      const again = stores.get('sandbox');
      expect(again).not.toBe(first);
      expect(again.isOpen).toBe(true);
    } finally {
      stores.closeAll();
    }
  });
});
