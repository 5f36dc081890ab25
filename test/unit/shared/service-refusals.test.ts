import { afterEach, describe, expect, it } from 'vitest';
import { serviceRefusalText, serviceRefusalWords } from '@shared/api/service-refusals';
import { useLanguageSource } from '@shared/i18n/desk-language';

afterEach(() => useLanguageSource(() => 'en'));

describe('a rating or booking the service refuses, in the desk’s language', () => {
  it('says each refusal an operator can meet in Spanish', () => {
    useLanguageSource(() => 'es');
    expect(serviceRefusalWords(serviceRefusalText['same-port']())).toBe(
      'El puerto de descarga debe ser distinto del puerto de carga',
    );
    expect(serviceRefusalWords(serviceRefusalText['unknown-port']('originUnLocCode', 'ESXXX'))).toBe(
      'ESXXX no es un puerto que conozca el servicio: búsquelo en Consultas',
    );
    expect(serviceRefusalWords(serviceRefusalText['quote-booked']('q-1', 'FD-0042', 'a-b-c'))).toBe(
      'Esta cotización ya está reservada como envío FD-0042',
    );
    expect(serviceRefusalWords(serviceRefusalText['container-count']('1', '3'))).toBe(
      'La cotización es para 1 contenedor; la reserva describe 3',
    );
    expect(serviceRefusalWords(serviceRefusalText['container-count']('2', '3'))).toBe(
      'La cotización es para 2 contenedores; la reserva describe 3',
    );
  });

  it('writes the moment a quote expired as the language writes dates, day first in Spanish', () => {
    useLanguageSource(() => 'es');
    const said = serviceRefusalWords(serviceRefusalText['quote-expired']('2026-03-31T10:00:00Z')) ?? '';
    expect(said).toMatch(/^La cotización caducó el 31\/3\/26, \d{1,2}:\d{2}: vuelva a tarificar/);
    // A moment it cannot read stays as the service wrote it.
    expect(serviceRefusalWords(serviceRefusalText['quote-expired']('mañana'))).toContain('caducó el mañana');
  });

  it('finds every sentence of the table again, and leaves any other as the service sent it', () => {
    useLanguageSource(() => 'es');
    for (const [key, say] of Object.entries(serviceRefusalText)) {
      const values = Array.from({ length: say.length }, (_, i) => `${i + 1}`);
      const said = serviceRefusalWords((say as (...values: string[]) => string)(...values));
      expect(said, key).not.toBeNull();
      expect(said, key).not.toMatch(/ must | is not | already | expired on |sandbox/);
    }
    expect(serviceRefusalWords('destinationUnLocCode must be another port than originUnLocCode, again')).toBeNull();
    expect(serviceRefusalWords('the service is closed for maintenance')).toBeNull();
  });
});
