import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { appChannels } from '@shared/ipc/channels/app';
import { fileContent } from '@shared/ipc/channels/files';
import { lookupsChannels } from '@shared/ipc/channels/lookups';
import { tariffReportInput, tariffUploadInput } from '@shared/ipc/channels/tariffs';
import { todayChannels } from '@shared/ipc/channels/today';
import { ratingChannels } from '@shared/ipc/channels/rating';
import { shipmentPageInput, trackingChannels } from '@shared/ipc/channels/tracking';

/** What the channels' schemas say of a refused input, on a Spanish desk: the forms show it under the field. */
beforeEach(() => useLanguageSource(() => 'es'));
afterEach(() => useLanguageSource(() => 'en'));

function refusals(
  schema: { safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  return Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the channels’ refusals in Spanish', () => {
  it('a tariff upload and a tariff report', () => {
    expect(refusals(tariffUploadInput, { contractReference: ' ', carrierSCAC: 'M1', files: [] })).toEqual({
      contractReference: 'Falta la referencia del contrato',
      carrierSCAC: 'El código SCAC del transportista tiene de 2 a 4 letras (por ejemplo, MAEU)',
      files: 'Añada al menos un archivo de tarifa',
    });
    expect(refusals(tariffReportInput, { contractNumber: '', fromDate: 'ayer', toDate: '31/12', status: 1.5 })).toEqual(
      {
        contractNumber: 'Falta el número de contrato',
        fromDate: 'Falta la fecha de inicio (por ejemplo, 2026-01-01)',
        toDate: 'Escriba una fecha como 2026-12-31',
        status: 'El estado debe ser un número entero',
      },
    );
  });

  it('a lookup and a search of the shipment list', () => {
    expect(refusals(lookupsChannels['lookups.postalCodes'].input, { countryCode: 'España', loc: 'a' })).toEqual({
      countryCode: 'Elija un país',
      loc: 'Escriba al menos 2 caracteres de una ciudad o un código postal',
    });
    expect(refusals(lookupsChannels['lookups.ports'].input, { cityName: 'V' })).toEqual({
      cityName: 'Escriba al menos 2 letras del nombre de una ciudad',
    });
    const search = trackingChannels['tracking.shipments'].input;
    expect(Object.values(refusals(search, { search: 'x'.repeat(121) }))).toContain('Busque como máximo 120 caracteres');
  });

  it('a time entered by hand, a link and an empty file', () => {
    const entry = todayChannels['today.enterFreeTimeStop'].input;
    expect(refusals(entry, { shipmentId: 'S1', event: 'release', at: '2027-01-04' })).toEqual({
      at: 'Introduzca una fecha y una hora (horas y minutos)',
    });
    expect(refusals(appChannels['app.openExternal'].input, { url: 'no es un enlace' })).toEqual({
      url: 'No es un enlace válido',
    });
    expect(refusals(fileContent, { fileName: 'informe.csv', contentBase64: '' })).toEqual({
      contentBase64: 'El archivo está vacío',
    });
  });

  it('an entered event, a look marked seen, a PDF’s language and locale, and the statuses filtered by', () => {
    const entry = todayChannels['today.enterFreeTimeStop'].input;
    expect(refusals(entry, { shipmentId: 'S1', event: 'gate-out', at: null })).toEqual({
      event: 'El evento debe ser release (retirada) o empty-return (devolución del vacío)',
    });
    expect(refusals(todayChannels['today.markSeen'].input, { seenAt: 'ayer' })).toEqual({
      seenAt: 'seenAt debe ser una fecha y hora ISO',
    });
    expect(refusals(ratingChannels['rating.pdf'].input, { rateId: 'R1', language: 'fr', locale: 'es ES' })).toEqual({
      language: 'El idioma del PDF debe ser es (español) o en (inglés)',
      locale: 'La configuración regional debe ser una etiqueta de idioma como es-ES',
    });
    const filters = (TrackingStatus: unknown) => refusals(shipmentPageInput, { filters: { TrackingStatus } });
    expect(filters([' '])).toEqual({ 'filters.TrackingStatus.0': 'Uno de los estados del filtro está vacío' });
    expect(filters(['x'.repeat(61)])).toEqual({ 'filters.TrackingStatus.0': 'Un estado tiene como máximo 60 caracteres' });
    expect(filters(Array.from({ length: 41 }, (_, i) => `S${i}`))).toEqual({
      'filters.TrackingStatus': 'Como máximo 40 estados en el filtro',
    });
  });
});
