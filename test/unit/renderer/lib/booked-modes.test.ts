import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { notBookableReason } from '@renderer/lib/booked-modes';

describe('why a mode cannot be booked', () => {
  afterEach(() => useLanguageSource(() => 'en'));

  it('names the mode and the modes the service books, in English', () => {
    expect(notBookableReason('pallets', 'en-GB')).toBeNull();
    expect(notBookableReason('air', 'en-GB')).toBe(
      'Air quotes cannot be booked in Freight Desk: the freight service books boxes, pallets, sea FCL (full container) and sea LCL (groupage) only.',
    );
  });

  it('says it in Spanish, the modes joined as Spanish joins a list', () => {
    useLanguageSource(() => 'es');
    expect(notBookableReason('air', 'es-ES')).toBe(
      'Las cotizaciones del modo Aéreo no se pueden reservar en Freight Desk: el servicio de transporte solo reserva cajas, palés, marítimo FCL (contenedor completo) y marítimo LCL (grupaje).',
    );
  });
});
