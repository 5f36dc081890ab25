import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { FormScaffold } from '@renderer/lib/form.svelte';
import { emptyDraft, newContainer, type BookingDraft } from '@renderer/screens/booking/booking-draft';
import { fillContacts } from './contacts';
import {
  checkDraft,
  controlOrder,
  friendlyMessage,
  hsWarning,
  hsWarnings,
  knownFieldIds,
  normalisePath,
  placeOf,
  placeServerProblems,
  warningSentences,
} from '@renderer/screens/booking/booking-validation';

function filled(mode: 'boxes' | 'sea-fcl' | 'sea-lcl') {
  const draft = fillContacts(emptyDraft(mode));
  draft.fields.pickupTimeFrom = '09:00:00';
  draft.fields.pickupTimeTo = '12:00:00';
  return draft;
}

describe('checking the form before sending', () => {
  it("puts every missing contact field under its own field, in the form's words", () => {
    const check = checkDraft('boxes', 'quote-1', emptyDraft('boxes'));
    expect(check.request).toBeNull();
    expect(check.errors['origin.contactPerson']).toBe('Contact person is required');
    expect(check.errors['destination.phone']).toBe('Phone is required');
    expect(check.errors['origin.phonePrefix']).toBeUndefined();
    // Empty is missing, not badly written.
    expect(check.errors.pickupTimeFrom).toBe('Pickup from is required');
    expect(check.errors.pickupTimeTo).toBe('Pickup until is required');
    expect(check.general).toEqual([]);
  });

  it('lets a complete boxes booking through with its request', () => {
    const check = checkDraft('boxes', 'quote-1', filled('boxes'));
    expect(check.errors).toEqual({});
    expect(check.request).toMatchObject({ id: 'quote-1', incotermCode: null });
  });

  it('refuses a sea booking without an incoterm and a pickup window that ends before it starts', () => {
    const draft = filled('sea-lcl');
    draft.fields.pickupTimeTo = '08:00';
    draft.cargos[0]!.values = { description: 'Tiles', ediType: '204', hsCode: '6907' };
    const check = checkDraft('sea-lcl', 'q', draft);
    expect(check.request).toBeNull();
    expect(check.errors.incotermCode).toBe('Incoterm is required for sea bookings');
    expect(check.errors.pickupTimeTo).toBe('Pickup until must be later than Pickup from');
  });

  it('flags a phone prefix written with a plus and an e-mail that is not one', () => {
    const draft = filled('boxes');
    draft.fields['origin.phonePrefix'] = '+34';
    draft.fields['destination.contactMail'] = 'ana at example';
    const { errors } = checkDraft('boxes', 'q', draft);
    expect(errors['origin.phonePrefix']).toBe('Phone prefix is written without the plus sign');
    expect(errors['destination.contactMail']).toBe('E-mail must be an e-mail address');
  });

  it('warns about an implausible HS code but still lets the booking go', () => {
    const draft = filled('sea-lcl');
    draft.fields.incotermCode = 'FOB';
    draft.cargos[0]!.values = { description: 'Tiles', ediType: '204', hsCode: '12' };
    const check = checkDraft('sea-lcl', 'q', draft);
    expect(check.errors).toEqual({});
    expect(check.request).not.toBeNull();
    expect(check.warnings).toEqual({ 'cargos[0].hsCode': hsWarning() });
    expect(hsWarning()).toMatch(/never confirms/);
    expect(warningSentences(check.warnings, () => '12')).toEqual([`Cargo line 1, HS code “12”: ${hsWarning()}`]);
  });

  it('warns while typing, before the rest of the form is complete', () => {
    const draft = emptyDraft('sea-fcl');
    draft.containers[0]!.cargos[0]!.values.hsCode = 'ABC';
    expect(Object.keys(hsWarnings('sea-fcl', draft))).toEqual(['containers[0].cargos[0].hsCode']);
    draft.containers[0]!.cargos[0]!.values.hsCode = '8401.10';
    expect(hsWarnings('sea-fcl', draft)).toEqual({});
  });

  it('asks for at least one LCL cargo line', () => {
    const draft = filled('sea-lcl');
    draft.fields.incotermCode = 'CIF';
    draft.cargos = [];
    expect(checkDraft('sea-lcl', 'q', draft).errors.cargos).toBe('Cargos must hold at least one cargo');
  });
});

describe('placing problems on the form', () => {
  it('reads the paths of the shared rules, of main and of the service alike', () => {
    expect(normalisePath('$.origin.phone')).toBe('origin.phone');
    expect(normalisePath('request.containers[1].cargos[0].weight')).toBe('containers[1].cargos[0].weight');
    expect(normalisePath(['request', 'cargos', 2, 'hsCode'])).toBe('cargos[2].hsCode');
    expect(normalisePath('pickupTimeTo')).toBe('pickupTimeTo');
  });

  it('points problems with the numbers the app makes at what the operator can change', () => {
    expect(normalisePath('$.containers[0].cargos[1].indexContainer')).toBe('containers[0].cargos[1].quantity');
    expect(normalisePath('$.containers[2].sequentialNumber')).toBe('containers');
  });

  it('finds the nearest part of the form a path belongs to', () => {
    const known = knownFieldIds('sea-fcl', emptyDraft('sea-fcl'));
    expect(placeOf('containers[0].cargos[0].hsCode', known)).toBe('containers[0].cargos[0].hsCode');
    expect(placeOf('containers[0].cargos[3]', known)).toBe('containers[0].cargos');
    expect(placeOf('id', known)).toBeNull();
  });

  it("shows main's validation problems under their fields and keeps the rest", () => {
    const details = {
      problems: [
        { path: 'request.origin.contactMail', message: 'origin contactMail must be an e-mail address' },
        { path: 'request.id', message: 'the quote expired on 2026-01-01T00:00:00' },
      ],
    };
    expect(placeServerProblems('boxes', emptyDraft('boxes'), details)).toEqual({
      errors: { 'origin.contactMail': 'E-mail must be an e-mail address' },
      general: ['The quote expired on 2026-01-01T00:00:00'],
    });
  });

  it('turns wire names into labels without touching other words', () => {
    expect(friendlyMessage('destination companyName must not be empty')).toBe('Company is required');
    expect(friendlyMessage('hsCode is required')).toBe('HS code is required');
    expect(friendlyMessage('containers must hold at least one container')).toBe(
      'Containers must hold at least one container',
    );
  });
});

describe('where the cursor goes', () => {
  const cargo = (prefix: string) =>
    ['quantity', 'weight', 'cbm', 'description', 'ediType', 'hsCode'].map((k) => `${prefix}.${k}`);

  it('orders the controls as the form draws them: both contacts, pickup, terms, then each container’s lines', () => {
    const draft = emptyDraft('sea-fcl');
    draft.containers.push(newContainer());
    const contact = (end: string) =>
      ['contactPerson', 'companyName', 'contactMail', 'phonePrefix', 'phone', 'address'].map((k) => `${end}.${k}`);
    expect(controlOrder('sea-fcl', draft)).toEqual([
      ...contact('origin'),
      ...contact('destination'),
      'pickupTimeFrom',
      'pickupTimeTo',
      'pickupDescription',
      'deliveryDescription',
      'incotermCode',
      ...cargo('containers[0].cargos[0]'),
      ...cargo('containers[1].cargos[0]'),
    ]);
  });

  it('puts the cursor on the first field still wrong on screen, whatever order the checks found them in', () => {
    const draft = filled('sea-lcl');
    const form = new FormScaffold<BookingDraft, string>(() => controlOrder('sea-lcl', draft), draft);
    const focused: string[] = [];
    for (const id of controlOrder('sea-lcl', draft)) {
      form.focusable(id)({ focus: () => focused.push(id) } as unknown as HTMLElement); // a stand-in control: only focus() is used
    }
    const { errors } = checkDraft('sea-lcl', 'quote-1', draft);
    expect(Object.keys(errors)).toEqual([
      'incotermCode',
      'cargos[0].description',
      'cargos[0].ediType',
      'cargos[0].hsCode',
    ]);
    // Found last, drawn first: the incoterm (Terms) comes before the cargo lines on screen.
    form.check(Object.fromEntries(Object.entries(errors).reverse()));
    expect(focused).toEqual(['incotermCode']);
  });
});

describe('the form’s problems on a Spanish desk', () => {
  it('says each shared rule, each typed number and each HS-code warning in Spanish, with the fields’ Spanish names', () => {
    useLanguageSource(() => 'es');
    try {
      const empty = checkDraft('boxes', 'q', emptyDraft('boxes'));
      expect(empty.errors['origin.contactPerson']).toBe('El campo Persona de contacto es obligatorio');
      expect(empty.errors.pickupTimeFrom).toBe('El campo Recogida desde es obligatorio');

      const draft = filled('sea-lcl');
      draft.fields.pickupTimeTo = '08:00';
      draft.fields['origin.phonePrefix'] = '+34';
      draft.cargos[0]!.values = { description: 'Azulejos', ediType: '204', hsCode: '12' };
      const sea = checkDraft('sea-lcl', 'q', draft);
      expect(sea.errors.incotermCode).toBe('El campo Incoterm es obligatorio en las reservas marítimas');
      expect(sea.errors.pickupTimeTo).toBe('El campo Recogida hasta debe ser posterior a Recogida desde');
      expect(sea.errors['origin.phonePrefix']).toBe('El campo Prefijo telefónico se escribe sin el signo +');
      expect(warningSentences(sea.warnings, () => '12')).toEqual([
        `Línea de carga 1, código HS «12»: ${hsWarning()}`,
      ]);
      expect(hsWarning()).toMatch(/^Esto no parece un código HS/);

      const fcl = filled('sea-fcl');
      fcl.fields.incotermCode = 'FOB';
      fcl.containers[0]!.cargos[0]!.values = { quantity: '1,5', weight: 'x', cbm: '0', description: 'Motor', ediType: '204', hsCode: '8601' };
      const numbers = checkDraft('sea-fcl', 'q', fcl).errors;
      expect(numbers['containers[0].cargos[0].quantity']).toBe('El campo Cantidad debe ser un número entero, como 2');
      expect(numbers['containers[0].cargos[0].weight']).toBe('El campo Peso debe ser un número, como 12,5');
      expect(numbers['containers[0].cargos[0].cbm']).toBe('El campo Volumen debe ser mayor que 0');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

describe('main’s refusals of a booking on a Spanish desk', () => {
  it('says a rule main names, a field its schema found missing, and the numbers the desk gives, in Spanish', () => {
    useLanguageSource(() => 'es');
    try {
      const details = {
        problems: [
          { path: 'request.origin.contactMail', message: 'origin contactMail must be an e-mail address', rule: 'email' },
          { path: 'request.destination.companyName', message: 'companyName is required' },
          { path: 'request.incotermCode', message: 'incotermCode must not be empty' },
          {
            path: 'request.containers[0].cargos[0].quantity',
            message: 'La cantidad debe ser un número entero',
            requestField: { field: 'quantity', kind: 'integer', missing: false },
          },
          // The service's own English for a field the request schemas refuse.
          { path: 'containers[0].cargos[0].weight', message: 'weight must be a number' },
          { path: 'destination.phone', message: 'phone is required' },
          {
            path: 'request.containers',
            message: 'container sequentialNumbers must run 0, 1, 2, ... without gaps',
            rule: 'numbering',
          },
        ],
      };
      const placed = placeServerProblems('sea-fcl', emptyDraft('sea-fcl'), details);
      expect(placed.errors['origin.contactMail']).toMatch(/^El campo Correo electrónico /);
      expect(placed.errors['destination.companyName']).toBe('El campo Empresa es obligatorio');
      expect(placed.errors.incotermCode).toBe('El campo Incoterm es obligatorio');
      expect(placed.errors['containers[0].cargos[0].quantity']).toBe('El campo Cantidad debe ser un número entero');
      expect(placed.errors['containers[0].cargos[0].weight']).toBe('El campo Peso debe ser un número');
      expect(placed.errors['destination.phone']).toBe('El campo Teléfono es obligatorio');
      expect([...Object.values(placed.errors), ...placed.general]).toContain(
        'Freight Desk no pudo numerar los contenedores y sus líneas de carga: quite una línea y vuelva a añadirla.',
      );
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
