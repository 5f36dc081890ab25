import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { statusFailure } from '@main/api/failures';
import { toIpcError } from '@main/to-ipc-error';
import { parseOperationRequest } from '@shared/api/parse';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { ratingChannels } from '@shared/ipc/channels/rating';
import { bookingChannels } from '@shared/ipc/channels/booking';
import { invalidFields } from '@sandbox/errors';
import { failureContextOf } from '../../helpers/failure-context';

/**
 * A request the request schemas refuse (a field missing, a number that is
 * text, a date that is not one) is said in the desk's language wherever it
 * is refused: by main's check of what the window sends, and by the service,
 * whose English the sandbox keeps sending.
 */
beforeEach(() => useLanguageSource(() => 'es'));
afterEach(() => useLanguageSource(() => 'en'));

const place = { postalCode: '46001', city: 'Valencia', state: 'V', country: 'ES' };
const box = { quantity: 1, length: 40, width: 30, height: 30, weight: 2, measurementUnit: 'CmKg' };
/** A boxes rating with its origin's postal code left out, its goods value and date written as words. */
const refusedBoxes = {
  origin: { city: 'Valencia', state: 'V', country: 'ES' },
  destination: place,
  pickUpDate: 'mañana',
  goodsDescription: 'Azulejos',
  goodsValue: 'mucho',
  insurance: false,
  customs: false,
  currency: 'EUR',
  dangerousCargo: false,
  boxes: [box],
};

function refusedByMain(schema: { safeParse(value: unknown): { error?: unknown } }, input: unknown) {
  const { error } = schema.safeParse(input);
  expect(error).toBeInstanceOf(ZodError);
  return toIpcError(error);
}

describe('a request field refused, on a Spanish desk', () => {
  it('main’s check of a rating says each field in the rating form’s words, with the refusal for the form', () => {
    const refused = refusedByMain(ratingChannels['rating.rate'].input, { mode: 'boxes', request: refusedBoxes });
    expect(refused.code).toBe('validation');
    expect(refused.message).toBe('Falta el código postal de origen');
    expect(refused.details).toEqual({
      problems: [
        {
          path: 'request.origin.postalCode',
          message: 'Falta el código postal de origen',
          requestField: { field: 'postalCode', kind: 'text', missing: true },
        },
        {
          path: 'request.pickUpDate',
          message: 'La fecha de recogida debe ser una fecha y hora como 2021-10-28T16:54:30.094Z',
          requestField: { field: 'pickUpDate', kind: 'date-time', missing: false },
        },
        {
          path: 'request.goodsValue',
          message: 'El valor de la mercancía debe ser un número entero',
          requestField: { field: 'goodsValue', kind: 'integer', missing: false },
        },
      ],
    });
  });

  it('a booking’s field main refuses is said in Spanish, named by the booking form’s label at its contact', () => {
    const contact = { companyName: 'Azulejos SL', contactMail: 'a@b.es', address: 'C/ Mayor 1', phone: '600000000' };
    const refused = refusedByMain(bookingChannels['booking.book'].input, {
      mode: 'boxes',
      request: {
        id: 'R-1',
        origin: contact,
        destination: { ...contact, contactPerson: 'Ana' },
        pickupTimeFrom: 9,
        pickupTimeTo: '12:00',
      },
    });
    expect(refused.details).toEqual({
      problems: [
        expect.objectContaining({
          path: 'request.origin.contactPerson',
          message: 'El campo Persona de contacto (origen) es obligatorio',
        }),
        expect.objectContaining({
          path: 'request.pickupTimeFrom',
          message: 'El campo Recogida desde debe ser un texto',
        }),
      ],
    });
    expect(refused.message).toBe('El campo Persona de contacto (origen) es obligatorio');
  });

  it('the sandbox still refuses in the service’s English, and the desk says the same refusal in Spanish', () => {
    const parsed = parseOperationRequest('rates.boxes', refusedBoxes);
    expect(parsed.ok).toBe(false);
    const issues = parsed.ok ? [] : parsed.issues;
    expect(issues.map((issue) => issue.message)).toEqual([
      'postalCode is required',
      'pickUpDate must be an ISO 8601 date-time such as 2021-10-28T16:54:30.094Z',
      'goodsValue must be an integer',
    ]);

    const body = invalidFields(
      issues.map((issue) => ({ field: issue.path.replace(/^\$\./, ''), message: issue.message })),
    );
    const text = JSON.stringify(body.toBody());
    const error = statusFailure(
      { status: 400, headers: {}, text, bytes: text.length },
      failureContextOf('rates.boxes'),
    );
    expect(error.message).toContain(': Falta el código postal de origen (y 2 más)');
    expect(error.message).not.toMatch(/is required|must be/);
    expect(error.toData().details).toMatchObject({
      problems: [
        { message: 'Falta el código postal de origen' },
        { message: expect.stringMatching(/^La fecha de recogida debe ser una fecha y hora/) },
        { message: 'El valor de la mercancía debe ser un número entero' },
      ],
    });
  });
});
