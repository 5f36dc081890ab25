import { afterEach, describe, expect, it } from 'vitest';
import { problemLine } from '@shared/api/problem-line';
import { deskProblem } from '@shared/api/request-field-words';
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
    // A refusal main words itself names the field by the desk's word for it.
    expect(problemLine(deskProblem({ path: '$.rateId', message: 'rateId is required' }))).toBe(
      'El campo Tarifa elegida es obligatorio',
    );
  });

  it('names a field no form labels by the desk’s words for it, with the places of the lists it is in', () => {
    useLanguageSource(() => 'es');
    expect(problemLine({ path: '$.rates[0].price', message: 'se esperaba un importe' })).toBe(
      'Precio (tarifa 1): se esperaba un importe',
    );
    expect(problemLine({ path: '$.rates[1].charges[2].value', message: 'X' })).toBe('Importe (tarifa 2, cargo 3): X');
    expect(problemLine({ path: '$.countryCode', message: 'X' })).toBe('País: X');
    expect(problemLine({ path: '$.files[1]', message: 'X' })).toBe('Archivo 2: X');
    expect(problemLine({ path: '$[0].name', message: 'X' })).toBe('Nombre (elemento 1): X');
    // The whole value: the sentence around the line says whether it is the answer or the request.
    expect(problemLine({ path: '$', message: 'se esperaba una lista' })).toBe('se esperaba una lista');
    useLanguageSource(() => 'en');
    expect(problemLine({ path: '$.rates[0].price', message: 'expected an amount' })).toBe(
      'Price (rate 1): expected an amount',
    );
  });

  it('keeps the path of a field the desk has no word for: it is all that can name it', () => {
    expect(problemLine({ path: '$.legs[0].flightNumber', message: 'expected text' })).toBe(
      '$.legs[0].flightNumber: expected text',
    );
    expect(problemLine({ path: '$.constructor', message: 'X' })).toBe('$.constructor: X');
    expect(problemLine({ path: '$.value[0][1]', message: 'X' })).toBe('$.value[0][1]: X');
  });
});
