import { afterEach, describe, expect, it } from 'vitest';
import { serviceSentenceText, serviceSentenceWords } from '@shared/api/service-sentences';
import { useLanguageSource } from '@shared/i18n/desk-language';

afterEach(() => useLanguageSource(() => 'en'));

describe('what the service says of a rating, a quote’s save or a booking, in the desk’s language', () => {
  it('says each refusal an operator can meet in Spanish', () => {
    useLanguageSource(() => 'es');
    expect(serviceSentenceWords(serviceSentenceText['same-port']())).toBe(
      'El puerto de descarga debe ser distinto del puerto de carga',
    );
    expect(serviceSentenceWords(serviceSentenceText['unknown-port']('originUnLocCode', 'ESXXX'))).toBe(
      'ESXXX no es un puerto que conozca el servicio: búsquelo en Consultas',
    );
    expect(serviceSentenceWords(serviceSentenceText['quote-booked']('q-1', 'FD-0042', 'a-b-c'))).toBe(
      'Esta cotización ya está reservada como envío FD-0042',
    );
    expect(serviceSentenceWords(serviceSentenceText['container-count']('1', '3'))).toBe(
      'La cotización es para 1 contenedor; la reserva describe 3',
    );
    expect(serviceSentenceWords(serviceSentenceText['rate-not-found']('r-1', 'boxes'))).toBe(
      'El servicio ya no tiene esta tarifa: vuelva a tarificar el envío y guarde una de las nuevas',
    );
    expect(serviceSentenceWords(serviceSentenceText['already-saved']())).toBe('ya estaba guardada');
    expect(serviceSentenceWords(serviceSentenceText['container-count']('2', '3'))).toBe(
      'La cotización es para 2 contenedores; la reserva describe 3',
    );
  });

  it('writes the moment a quote expired as the language writes dates, day first in Spanish', () => {
    useLanguageSource(() => 'es');
    const said = serviceSentenceWords(serviceSentenceText['quote-expired']('2026-03-31T10:00:00Z')) ?? '';
    expect(said).toMatch(/^La cotización caducó el 31\/3\/26, \d{1,2}:\d{2}: vuelva a tarificar/);
    // A moment it cannot read stays as the service wrote it.
    expect(serviceSentenceWords(serviceSentenceText['quote-expired']('mañana'))).toContain('caducó el mañana');
  });

  it('finds every sentence of the table again, and leaves any other as the service sent it', () => {
    useLanguageSource(() => 'es');
    for (const [key, say] of Object.entries(serviceSentenceText)) {
      const values = Array.from({ length: say.length }, (_, i) => `${i + 1}`);
      const said = serviceSentenceWords((say as (...values: string[]) => string)(...values));
      expect(said, key).not.toBeNull();
      expect(said, key).not.toMatch(/ must | is not | already | expired on |sandbox|POST|Already/);
    }
    expect(serviceSentenceWords('destinationUnLocCode must be another port than originUnLocCode, again')).toBeNull();
    expect(serviceSentenceWords('the service is closed for maintenance')).toBeNull();
  });
});
