import { afterEach, describe, expect, it } from 'vitest';
import { problemLine } from '@shared/api/problem-line';
import { useLanguageSource } from '@shared/i18n/desk-language';

afterEach(() => useLanguageSource(() => 'en'));

describe('a problem as the top line of an error', () => {
  it('names a field a form labels by its label, never by its wire path, in Spanish', () => {
    useLanguageSource(() => 'es');
    const line = problemLine({ path: 'request.origin.postalCode', message: 'Debe ser texto' });
    expect(line).toBe('El código postal de origen: Debe ser texto');
    expect(line).not.toContain('request.');
  });

  it('says a booking field by the booking form’s label at its contact', () => {
    useLanguageSource(() => 'es');
    expect(problemLine({ path: '$.destination.contactMail', message: 'Debe ser texto' })).toBe(
      'Correo electrónico (destino): Debe ser texto',
    );
  });

  it('says a sentence that names its field alone', () => {
    useLanguageSource(() => 'es');
    const worded = {
      path: 'request.origin.contactPerson',
      message: 'El campo Persona de contacto (origen) es obligatorio',
    };
    expect(problemLine({ ...worded, rule: 'required' })).toBe(worded.message);
    expect(
      problemLine({
        path: '$.rateId',
        message: 'Falta rateId',
        requestField: { field: 'rateId', kind: 'text', missing: true },
      }),
    ).toBe('Falta rateId');
  });

  it('keeps the path of a field no form labels: it is all that can name it', () => {
    expect(problemLine({ path: '$.rates[0].price', message: 'expected a number' })).toBe(
      '$.rates[0].price: expected a number',
    );
  });
});
