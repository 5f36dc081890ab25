import { describe, expect, it } from 'vitest';
import type { SavedQuote } from '@shared/api/quotes';
import { shipmentListItem } from '@shared/api/tracking';
import { bookedColumns, bookedRowCells } from '@renderer/screens/booking/booked-columns';
import { draftsInProgress, resumeTarget } from '@renderer/screens/booking/drafts-in-progress';

describe('a booking as the Bookings list shows it', () => {
  const row = shipmentListItem.parse({
    shipmentId: 'a',
    shipmentCode: 'FR000001',
    agency: 'Maersk',
    shipmentType: 'FCL',
    pickUpDate: '2026-03-14T09:00:00',
    trackingStatus: 'Booked',
    origin: { countryCode: 'ES', city: 'Valencia', postalCode: '46001', state: null },
    destination: { countryCode: 'CN', city: 'Shanghai', postalCode: null, state: null },
  });

  it('says its code, status, mode, carrier, route and pickup, as the tracking list words them', () => {
    const cells = bookedRowCells(row, null, 'en-GB', new Date('2026-03-01T00:00:00Z'));
    expect(bookedColumns.map((column) => column.header)).toEqual([
      'Code',
      'Status',
      'Mode',
      'Agency',
      'Route',
      'Pickup',
    ]);
    expect(cells.map((cell) => cell.text)).toEqual([
      'FR000001',
      'Booked',
      'Sea FCL',
      'Maersk',
      'Valencia → Shanghai',
      '14 Mar',
    ]);
  });

  it('says a shipment the service stopped listing in its status', () => {
    const unlisted = { text: 'No longer listed', title: 'Not listed since 10:00' };
    expect(bookedRowCells(row, unlisted, 'en-GB')[1]).toMatchObject({ ...unlisted, tone: 'warning' });
  });
});

describe('the booking forms in progress', () => {
  const quote = { quoteId: 'q-1', shipmentId: 's-1', agency: 'ASM' } as unknown as SavedQuote;
  const form = (quoteId: string, fields: Record<string, string>) => ({
    quoteId,
    fields,
    isActiveTracking: true,
    containers: [],
    cargos: [],
  });

  it('lists each booking form’s draft with its quote and the companies typed, and resumes it in its mode', () => {
    const drafts = draftsInProgress(
      [
        {
          formKey: 'booking/sea-fcl',
          value: form('s-1', { 'origin.companyName': 'Ruiz SL', 'destination.companyName': ' ' }),
          savedAt: '2026-03-01T10:00:00Z',
        },
        { formKey: 'booking/boxes', value: form('q-gone', {}), savedAt: '2026-03-01T09:00:00Z' },
        // Not a booking form, another mode, a shape the form cannot read: left out.
        { formKey: 'rating/boxes', value: form('q-1', {}), savedAt: '2026-03-01T08:00:00Z' },
        { formKey: 'booking/air', value: form('q-1', {}), savedAt: '2026-03-01T08:00:00Z' },
        { formKey: 'booking/pallets', value: { quoteId: 7 }, savedAt: '2026-03-01T08:00:00Z' },
      ],
      [quote],
    );
    expect(drafts).toEqual([
      { mode: 'sea-fcl', quoteId: 's-1', savedAt: '2026-03-01T10:00:00Z', quote, parties: 'Ruiz SL → …' },
      { mode: 'boxes', quoteId: 'q-gone', savedAt: '2026-03-01T09:00:00Z', quote: null, parties: null },
    ]);
    expect(resumeTarget(drafts[0]!)).toEqual({ screen: 'booking', params: { quote: 's-1', type: 'sea/fcl' } });
  });
});
