import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { emptyDraft } from '@renderer/screens/booking/booking-draft';
import { fillContacts } from './contacts';
import { reviewOf } from '@renderer/screens/booking/booking-review';
import { checkDraft } from '@renderer/screens/booking/booking-validation';

describe('the review step', () => {
  it('reads back exactly what will be sent, containers with the numbers the app gave them', () => {
    const draft = fillContacts(emptyDraft('sea-fcl'), 'Muelle 1, Valencia');
    draft.fields['origin.phonePrefix'] = '34';
    draft.fields.pickupTimeFrom = '09:00:00';
    draft.fields.pickupTimeTo = '12:00:00';
    draft.fields.incotermCode = 'FOB';
    draft.isActiveTracking = false;
    draft.containers[0]!.cargos[0]!.values = {
      quantity: '2',
      weight: '1200',
      cbm: '5',
      description: 'Motor',
      ediType: '204',
      hsCode: '8601',
    };
    const check = checkDraft('sea-fcl', 'q', draft);
    expect(check.request).not.toBeNull();
    const review = reviewOf('sea-fcl', check.request!, 'en-GB');

    const item = (group: string, label: string) =>
      review.groups.find((g) => g.id === group)?.items.find((i) => i.label === label)?.value;
    expect(item('origin', 'Phone prefix')).toBe('+34');
    expect(item('destination', 'Phone prefix')).toBe('—');
    expect(item('pickup', 'Pickup from')).toBe('09:00');
    expect(item('terms', 'Incoterm')).toBe('FOB (Free on Board)');
    expect(item('terms', 'Track this shipment')).toBe('No');

    expect(review.tables).toEqual([
      {
        id: 'container-0',
        title: 'Container 1',
        columns: ['Cargo line', 'Quantity', 'Weight', 'Volume', 'Description', 'EDI type', 'HS code'],
        rows: [['1', '2', '1,200 kg', '5 m³', 'Motor', '204', '8601']],
      },
    ]);
  });
});

describe('the review step on a Spanish desk', () => {
  it('reads the booking back in Spanish, numbers as Spain writes them', () => {
    const draft = fillContacts(emptyDraft('sea-fcl'), 'Muelle 1, Valencia');
    draft.fields.pickupTimeFrom = '09:00:00';
    draft.fields.pickupTimeTo = '12:00:00';
    draft.fields.incotermCode = 'FOB';
    draft.containers[0]!.cargos[0]!.values = {
      quantity: '2',
      weight: '1200',
      cbm: '5',
      description: 'Motor',
      ediType: '204',
      hsCode: '8601',
    };
    useLanguageSource(() => 'es');
    try {
      const review = reviewOf('sea-fcl', checkDraft('sea-fcl', 'q', draft).request!, 'es-ES');
      expect(review.groups.map((g) => g.title)).toEqual([
        'Contacto en origen',
        'Contacto en destino',
        'Recogida y entrega',
        'Condiciones',
      ]);
      const terms = review.groups.find((g) => g.id === 'terms')?.items;
      expect(terms?.find((i) => i.label === 'Hacer seguimiento de este envío')?.value).toBe('Sí');
      expect(review.tables[0]).toMatchObject({
        title: 'Contenedor 1',
        columns: ['Línea de carga', 'Cantidad', 'Peso', 'Volumen', 'Descripción', 'Tipo EDI', 'Código HS'],
        rows: [['1', '2', '1.200 kg', '5 m³', 'Motor', '204', '8601']],
      });
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
