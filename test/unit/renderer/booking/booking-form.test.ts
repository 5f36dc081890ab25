import { describe, expect, it } from 'vitest';
import { bookingModeIds } from '@shared/api/modes';
import { bookingSections, lclCargoFields, sectionsFor } from '@renderer/screens/booking/booking-fields';
import { emptyDraft } from '@renderer/screens/booking/booking-draft';
import { fillContacts } from './contacts';
import { buildBookingRequest, cargoIndex } from '@renderer/screens/booking/booking-request';

/** A draft an operator filled in completely. */
function filledDraft(mode: (typeof bookingModeIds)[number]) {
  const draft = fillContacts(emptyDraft(mode), 'Carrer de Mallorca 401, 08013 Barcelona');
  draft.fields.pickupTimeFrom = '09:00';
  draft.fields.pickupTimeTo = '12:30';
  draft.fields.incotermCode = 'FOB';
  return draft;
}

describe('the booking form table', () => {
  it('is one table: the same contact fields at both ends, an LCL line is the FCL line without its measures', () => {
    const origin = bookingSections.find((s) => s.id === 'origin');
    const destination = bookingSections.find((s) => s.id === 'destination');
    expect(origin?.fields).toBe(destination?.fields);
    expect(origin?.fields.map((f) => f.key).sort()).toEqual(
      ['address', 'companyName', 'contactMail', 'contactPerson', 'phone', 'phonePrefix'].sort(),
    );
    expect(lclCargoFields.map((f) => f.key)).toEqual(['description', 'ediType', 'hsCode']);
  });

  it('shows containers for FCL, cargo lines for LCL, neither for road, and the tracking switch only at sea', () => {
    const ids = (mode: (typeof bookingModeIds)[number]) => sectionsFor(mode).map((s) => s.id);
    expect(ids('boxes')).toEqual(['origin', 'destination', 'pickup', 'terms']);
    expect(ids('pallets')).toEqual(['origin', 'destination', 'pickup', 'terms']);
    expect(ids('sea-fcl')).toContain('containers');
    expect(ids('sea-fcl')).not.toContain('cargos');
    expect(ids('sea-lcl')).toContain('cargos');
    const terms = (mode: (typeof bookingModeIds)[number]) => sectionsFor(mode).find((s) => s.id === 'terms');
    expect(terms('boxes')?.fields.map((f) => f.key)).toEqual(['incotermCode']);
    expect(terms('sea-lcl')?.fields.map((f) => f.key)).toEqual(['incotermCode', 'isActiveTracking']);
  });

  it('requires an incoterm for sea bookings only', () => {
    const incoterm = bookingSections.flatMap((s) => s.fields).find((f) => f.key === 'incotermCode');
    expect(bookingModeIds.filter((m) => incoterm?.required(m))).toEqual(['sea-fcl', 'sea-lcl']);
  });
});

describe('building the request', () => {
  it('sends the common part for boxes, empty optional texts as null and no tracking flag', () => {
    const { request, formatErrors } = buildBookingRequest('boxes', 'quote-1', filledDraft('boxes'));
    expect(formatErrors).toEqual({});
    expect(request).toMatchObject({
      id: 'quote-1',
      origin: { contactPerson: 'Ana Ruiz', phonePrefix: null, phone: '600111222' },
      pickupTimeFrom: '09:00',
      pickupDescription: null,
      incotermCode: 'FOB',
    });
    expect(request).not.toHaveProperty('isActiveTracking');
    expect(request).not.toHaveProperty('containers');
  });

  it('numbers FCL containers from 0 and the cargo lines inside each container itself', () => {
    const draft = filledDraft('sea-fcl');
    const line = (quantity: string) => ({
      key: quantity,
      values: { quantity, weight: '1200,5', cbm: '5', description: 'Motor', ediType: '204', hsCode: '8601' },
    });
    draft.containers = [
      { key: 'a', containerType: 'DRY20', cargos: [line('3'), line('3'), line('3')] },
      { key: 'b', containerType: 'DRY20', cargos: [line('2')] },
    ];
    draft.isActiveTracking = false;
    const { request, formatErrors } = buildBookingRequest('sea-fcl', 'q', draft);
    expect(formatErrors).toEqual({});
    const containers = request.containers as Array<{
      sequentialNumber: number;
      cargos: Array<Record<string, unknown>>;
    }>;
    expect(containers.map((c) => c.sequentialNumber)).toEqual([0, 1]);
    expect(containers[0]?.cargos.map((c) => c.indexContainer)).toEqual([0, 1, 2]);
    expect(containers[1]?.cargos.map((c) => c.indexContainer)).toEqual([0]);
    // A comma decimal, as a desk in Spain types it, is the number it means.
    expect(containers[0]?.cargos[0]).toMatchObject({ quantity: 3, weight: 1200.5, cbm: 5 });
    expect(request.isActiveTracking).toBe(false);
  });

  it('keeps a cargo index below its line quantity, as the service requires', () => {
    expect(cargoIndex(0, 1)).toBe(0);
    expect(cargoIndex(2, 5)).toBe(2);
    expect(cargoIndex(2, 1)).toBe(0);
    expect(cargoIndex(3, 2)).toBe(1);
  });

  it('says which number is not a number, in the field the operator typed it', () => {
    const draft = filledDraft('sea-fcl');
    draft.containers[0]!.cargos[0]!.values = {
      quantity: 'two',
      weight: '',
      cbm: '1.2.3',
      description: 'x',
      ediType: '204',
      hsCode: '8601',
    };
    const { formatErrors } = buildBookingRequest('sea-fcl', 'q', draft);
    expect(formatErrors).toEqual({
      'containers[0].cargos[0].quantity': 'Quantity must be a whole number, such as 2',
      'containers[0].cargos[0].weight': 'Weight is required',
      'containers[0].cargos[0].cbm': 'Volume must be a number, such as 12.5',
    });
  });

  it('sends LCL cargo lines with description, EDI type and HS code only', () => {
    const draft = filledDraft('sea-lcl');
    draft.cargos[0]!.values = { description: 'Tiles', ediType: '204', hsCode: '6907.21' };
    const { request } = buildBookingRequest('sea-lcl', 'q', draft);
    expect(request.cargos).toEqual([{ description: 'Tiles', ediType: '204', hsCode: '6907.21' }]);
    expect(request.isActiveTracking).toBe(true);
  });
});
