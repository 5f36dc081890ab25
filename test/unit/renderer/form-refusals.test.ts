import { describe, expect, it } from 'vitest';
import { bookingModeIds } from '@shared/api/modes';
import { emptyDraft, type BookingDraft } from '@renderer/screens/booking/booking-draft';
import { fillContacts } from './booking/contacts';
import {
  cargoFieldId,
  fclCargoFields,
  fieldId,
  lclCargoFields,
  sectionsFor,
} from '@renderer/screens/booking/booking-fields';
import { checkDraft } from '@renderer/screens/booking/booking-validation';
import { formModeList, type FormMode } from '@renderer/screens/rating/form-modes';
import { linePath } from '@renderer/screens/rating/line-kinds';
import {
  emptyRatingForm,
  formFieldPaths,
  placeProblems,
  validateRatingForm,
  type RatingFormValues,
} from '@renderer/screens/rating/rating-form';
import { validateTariffReport, validateTariffUpload, emptyTariffUpload } from '@renderer/screens/tariffs/tariff-forms';
import { readTypedNumber } from '@renderer/lib/typed-number';

/**
 * What a form says when it refuses a value, for every field of every form:
 * a number out of bounds names the bound, text that is not a number says so,
 * and an empty required field is "required", never a format error.
 */

const TODAY = '2026-03-10';

/** What the operator typed, and what the field must say about it. */
const numberCases: ReadonlyArray<{ typed: string; says: RegExp }> = [
  { typed: '-5', says: / must be more than 0$/ },
  { typed: '0', says: / must be more than 0$/ },
  { typed: ' -12,0 ', says: / must be more than 0$/ },
  { typed: '', says: / is required$/ },
  { typed: '   ', says: / is required$/ },
  { typed: 'twelve', says: / must be (a|a whole) number, such as (12\.5|2)$/ },
  { typed: '1e3', says: / must be (a|a whole) number, such as (12\.5|2)$/ },
  { typed: '1.234,5', says: / must be (a|a whole) number, such as (12\.5|2)$/ },
];

/* ------------------------------------------------------------------ rating */

function ratingForm(form: FormMode): RatingFormValues {
  const values = emptyRatingForm(form, TODAY);
  // Every number of the line valid, so each case is about one field only.
  for (const field of form.lines.fields) {
    if (field.kind === 'int' || field.kind === 'decimal') values.lines[0]!.values[field.key] = '12';
  }
  return values;
}

function ratingMessage(form: FormMode, values: RatingFormValues, path: string): string | undefined {
  const { problems } = validateRatingForm(form, values, TODAY);
  return placeProblems(problems, formFieldPaths(form, values)).byField[path];
}

describe('the rating form refuses a typed number in words that fit it', () => {
  const fields = formModeList.flatMap((form) =>
    form.lines.fields
      .filter((f) => f.kind === 'int' || f.kind === 'decimal')
      .map((field) => ({ form, field, name: `${form.mode} ${field.key}` })),
  );

  it('has numeric fields in every mode', () => {
    expect(new Set(fields.map((f) => f.form.mode)).size).toBe(formModeList.length);
  });

  for (const { form, field, name } of fields) {
    const path = linePath(form.lines, 0, field.key);
    it.each(numberCases)(`${name}: "$typed"`, ({ typed, says }) => {
      const values = ratingForm(form);
      values.lines[0]!.values[field.key] = typed;
      const message = ratingMessage(form, values, path);
      expect(message).toMatch(says);
      if (typed.trim() === '') expect(message).toBe(`${field.label} is required`);
      if (says.source.includes('a whole')) {
        expect(message).toMatch(field.kind === 'int' ? /whole number/ : /a number, such as 12\.5/);
      }
    });

    if (field.kind === 'int') {
      it(`${name}: a part of a piece is not a count`, () => {
        const values = ratingForm(form);
        values.lines[0]!.values[field.key] = '1,5';
        expect(ratingMessage(form, values, path)).toBe(`${field.label} must be a whole number, such as 2`);
      });
    }

    it(`${name}: a good number passes`, () => {
      const values = ratingForm(form);
      values.lines[0]!.values[field.key] = field.kind === 'int' ? ' 3 ' : '12,5';
      expect(ratingMessage(form, values, path)).toBeUndefined();
    });
  }

  it('names the bound of one field even when another number of the line is not a number', () => {
    const form = formModeList.find((f) => f.mode === 'boxes')!;
    const values = ratingForm(form);
    values.lines[0]!.values.length = 'long';
    values.lines[0]!.values.weight = '-5';
    expect(ratingMessage(form, values, 'boxes[0].length')).toBe('Length must be a number, such as 12.5');
    expect(ratingMessage(form, values, 'boxes[0].weight')).toBe('Weight must be more than 0');
  });
});

describe('the rating form says "required" for every empty required field', () => {
  for (const form of formModeList) {
    it(`${form.mode}`, () => {
      const values = emptyRatingForm(form, TODAY);
      values.pickUpDate = '';
      for (const field of form.lines.fields) {
        if (field.kind !== 'check' && field.kind !== 'derived') values.lines[0]!.values[field.key] = '';
      }
      const { byField } = placeProblems(validateRatingForm(form, values, TODAY).problems, formFieldPaths(form, values));
      const required = [
        'pickUpDate',
        ...(form.goodsRequired ? ['goodsDescription', 'goodsValue'] : []),
        ...form.lines.fields
          .filter((f) => f.kind !== 'check' && f.kind !== 'derived' && !f.optional)
          .map((f) => linePath(form.lines, 0, f.key)),
        ...(form.ends === 'port' ? ['originUnLocCode', 'destinationUnLocCode'] : []),
        ...(form.ends === 'airport' ? ['departureAirportCode', 'arrivalAirportCode'] : []),
        ...(form.ends === 'address' ? ['origin', 'destination'] : []),
      ];
      for (const path of required) expect(byField[path], path).toMatch(/ is required\b/);
      for (const message of Object.values(byField)) expect(message).not.toMatch(/must be a (number|date|time)/);
    });
  }
});

/* ----------------------------------------------------------------- booking */

function bookingDraft(mode: (typeof bookingModeIds)[number]): BookingDraft {
  const draft = fillContacts(emptyDraft(mode));
  draft.fields.pickupTimeFrom = '09:00';
  draft.fields.pickupTimeTo = '12:00';
  draft.fields.incotermCode = 'FOB';
  const line = { quantity: '2', weight: '100', cbm: '1,5', description: 'Tiles', ediType: '204', hsCode: '6907.21' };
  for (const container of draft.containers) for (const cargo of container.cargos) cargo.values = { ...line };
  for (const cargo of draft.cargos) cargo.values = { ...line };
  return draft;
}

describe('the booking form refuses a typed number in words that fit it', () => {
  const numeric = [...fclCargoFields, ...lclCargoFields].filter((f) => f.kind === 'integer' || f.kind === 'decimal');

  it('has numeric cargo fields', () => {
    expect(numeric.map((f) => f.key)).toEqual(['quantity', 'weight', 'cbm']);
  });

  for (const field of numeric) {
    const id = cargoFieldId(field.key, 0, 0);
    it.each(numberCases)(`sea-fcl ${field.key}: "$typed"`, ({ typed, says }) => {
      const draft = bookingDraft('sea-fcl');
      draft.containers[0]!.cargos[0]!.values[field.key] = typed;
      const message = checkDraft('sea-fcl', 'quote-1', draft).errors[id];
      expect(message).toMatch(says);
      expect(message?.startsWith(field.label)).toBe(true);
    });
  }

  it('a complete line passes', () => {
    expect(checkDraft('sea-fcl', 'quote-1', bookingDraft('sea-fcl')).request).not.toBeNull();
  });

  it('names the bound of one field even when another number of the line is not a number', () => {
    const draft = bookingDraft('sea-fcl');
    draft.containers[0]!.cargos[0]!.values.weight = 'heavy';
    draft.containers[0]!.cargos[0]!.values.quantity = '-5';
    const { errors } = checkDraft('sea-fcl', 'quote-1', draft);
    expect(errors[cargoFieldId('weight', 0, 0)]).toBe('Weight must be a number, such as 12.5');
    expect(errors[cargoFieldId('quantity', 0, 0)]).toBe('Quantity must be more than 0');
  });
});

describe('the booking form says "required" for every empty required field', () => {
  for (const mode of bookingModeIds) {
    it(`${mode}`, () => {
      const draft = emptyDraft(mode);
      const { errors } = checkDraft(mode, 'quote-1', draft);
      const required = sectionsFor(mode).flatMap((section) =>
        section.repeat
          ? []
          : section.fields.filter((f) => f.kind !== 'switch' && f.required(mode)).map((f) => fieldId(section, f)),
      );
      const cargo = [
        ...draft.containers.flatMap((c, ci) =>
          c.cargos.flatMap((_, k) => fclCargoFields.map((f) => cargoFieldId(f.key, k, ci))),
        ),
        ...draft.cargos.flatMap((_, k) => lclCargoFields.map((f) => cargoFieldId(f.key, k))),
      ];
      expect(required.length).toBeGreaterThan(0);
      for (const id of [...required, ...cargo]) expect(errors[id], id).toMatch(/ is required\b/);
    });
  }

  it('says a time written wrong is a format problem, and an empty one is required', () => {
    const draft = bookingDraft('boxes');
    draft.fields.pickupTimeFrom = '';
    draft.fields.pickupTimeTo = '9 o’clock';
    const { errors } = checkDraft('boxes', 'quote-1', draft);
    expect(errors.pickupTimeFrom).toBe('Pickup from is required');
    expect(errors.pickupTimeTo).toBe('Pickup until must be a time hh:mm or hh:mm:ss');
  });
});

/* ----------------------------------------------------------------- tariffs */

describe('the tariff forms say "required" for every empty required field', () => {
  it('upload and report', () => {
    const upload = validateTariffUpload(emptyTariffUpload(), 1);
    expect(upload.contractReference).toBe('Contract reference is required');
    expect(upload.carrierSCAC).toMatch(/^Carrier SCAC is required/);
    const report = validateTariffReport({ contractNumber: '', fromDate: '', toDate: '', tariffName: '', status: '' });
    expect(report.contractNumber).toBe('Contract number is required');
    expect(report.fromDate).toBe('From date is required');
  });
});

describe('reading a typed number', () => {
  it('tells empty, not a number and a number apart, with a sign, a point or a comma', () => {
    expect(readTypedNumber(' ')).toEqual({ kind: 'empty' });
    expect(readTypedNumber('-5')).toEqual({ kind: 'number', value: -5 });
    expect(readTypedNumber(' 12,5 ')).toEqual({ kind: 'number', value: 12.5 });
    expect(readTypedNumber('.5')).toEqual({ kind: 'number', value: 0.5 });
    for (const text of ['1e3', '12.5.1', '1.234,5', '12 kg', '--5', 'Infinity', '0x10']) {
      expect(readTypedNumber(text)).toEqual({ kind: 'not-a-number' });
    }
  });
});
