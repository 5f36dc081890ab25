import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRouter } from '@main/ipc/router';
import type { Handlers } from '@main/services';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { draftsChannels } from '@shared/ipc/channels/drafts';
import { channelNames } from '@shared/ipc/contract';
import { inputProblem } from '@shared/ipc/input-bounds';
import { silentLog } from '../../helpers/silent-log';
import { appChannels } from '@shared/ipc/channels/app';
import { documentsChannels } from '@shared/ipc/channels/documents';
import { fileContent } from '@shared/ipc/channels/files';
import { lookupsChannels } from '@shared/ipc/channels/lookups';
import { tariffReportInput, tariffUploadInput } from '@shared/ipc/channels/tariffs';
import { todayChannels } from '@shared/ipc/channels/today';
import { ratingChannels } from '@shared/ipc/channels/rating';
import { shipmentExportInput, shipmentPageInput, trackingChannels } from '@shared/ipc/channels/tracking';

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
    expect(filters(['x'.repeat(61)])).toEqual({
      'filters.TrackingStatus.0': 'Un estado tiene como máximo 60 caracteres',
    });
    expect(filters(Array.from({ length: 41 }, (_, i) => `S${i}`))).toEqual({
      'filters.TrackingStatus': 'Como máximo 40 estados en el filtro',
    });
  });

  it('a file dropped on a shipment: its name, its bytes, the document name and observations', () => {
    const upload = documentsChannels['documents.upload'].input;
    expect(
      refusals(upload, {
        shipmentId: 'S1',
        documentTemplateId: null,
        fileName: 'x'.repeat(256),
        content: 'not bytes',
        documentName: ' ',
        observations: 'y'.repeat(2001),
      }),
    ).toEqual({
      fileName: 'El nombre del archivo es demasiado largo (como máximo 255 caracteres)',
      content: 'No se ha podido leer el contenido del archivo',
      documentName: 'El documento necesita un nombre',
      observations: 'Las observaciones son demasiado largas (como máximo 2000 caracteres)',
    });
    expect(refusals(fileContent, { fileName: ' ', contentBase64: 'eA==' })).toEqual({
      fileName: 'El archivo no tiene nombre',
    });
  });
});

describe('the channels’ low-level refusals in Spanish (only a broken window sends these)', () => {
  it('a screen id, a draft’s key, value and prefix, an export format and a country', () => {
    const screens = appChannels['app.setScreens'].input;
    expect(refusals(screens, { screens: [{ id: 'Rating!', label: 'Tarificar' }] })).toEqual({
      'screens.0.id': 'El id de una pantalla se escribe con letras minúsculas y guiones',
    });
    expect(refusals(draftsChannels['drafts.save'].input, { formKey: 'a b', value: undefined })).toEqual({
      formKey: 'La clave de un formulario tiene de 1 a 120 letras, cifras o . / : _ -',
      value: 'Un borrador deben ser datos de formulario (JSON) de como máximo 256 KiB',
    });
    expect(refusals(draftsChannels['drafts.list'].input, { prefix: '' })).toEqual({
      prefix: 'El comienzo de una clave de formulario tiene de 1 a 120 letras, cifras o . / : _ -',
    });
    expect(refusals(shipmentExportInput, { format: 'pdf' })).toEqual({
      format: 'El formato debe ser uno de estos: csv, xlsx',
    });
    expect(refusals(lookupsChannels['lookups.ports'].input, { cityName: 'Valencia', country: 'ESP' })).toEqual({
      country: 'Se esperaba un código de país (ISO 3166-1 alfa-2)',
    });
  });

  it('an input too deep, too large, with a refused field name or text that is not text', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(inputProblem(deep)?.message).toBe('anidada en más de 32 niveles, algo que ningún formulario hace');
    expect(inputProblem(JSON.parse('{"__proto__": 1}'))?.message).toBe('no se acepta un campo llamado «__proto__»');
    expect(inputProblem({ ['a\u0000']: 1 })?.message).toBe(
      'un nombre de campo contiene un carácter NUL (U+0000), que ningún texto puede contener',
    );
    expect(inputProblem({ name: 'a\uD800' })?.message).toMatch(/^contiene un carácter roto/);
  });

  it('a refusal zod words itself is said in Spanish by the router, and a schema’s own message still wins', async () => {
    const handlers = Object.fromEntries(
      channelNames.map((name) => [name, async () => 'handled']),
    ) as unknown as Handlers;
    const route = createRouter(handlers, silentLog);
    const refused = await route('app.setScreens', { screens: [{ id: 'rating', label: '' }, { id: 'Mal' }] });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'validation',
        details: {
          problems: [
            { path: 'screens[0].label', message: 'Como mínimo 1 carácter' },
            { path: 'screens[1].id', message: 'El id de una pantalla se escribe con letras minúsculas y guiones' },
            { path: 'screens[1].label', message: 'Falta un valor' },
          ],
        },
      },
    });
    const rating = await route('rating.rate', { mode: 'boxes', request: { destination: 7 } });
    expect(JSON.stringify(rating)).toContain('"path":"request.origin","message":"Falta un valor"');
    expect(JSON.stringify(rating)).toContain('"path":"request.destination","message":"Se esperaba un grupo de campos"');
    expect(JSON.stringify(rating)).not.toMatch(/Invalid input|expected object/);
  });
});
