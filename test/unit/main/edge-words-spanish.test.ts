import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noDesktop } from '@main/desktop-port';
import { createChannelHandler } from '@main/electron/ipc-channel-handler';
import { QuotePdfThread } from '@main/services/quote-pdf/quote-pdf-thread';
import { unprintableWords } from '@main/services/quote-pdf/unprintable-words';
import { bookingHandlers } from '@main/services/booking';
import { documentsHandlers } from '@main/services/documents';
import { tariffsHandlers } from '@main/services/tariffs';
import { ratingHandlers } from '@main/services/rating';
import { openDatabase } from '@main/store/database';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { answeredThread } from '../../helpers/answered-thread';
import { storeOfNewerVersion } from '../store/store-helpers';

/**
 * The last of main's refusals that reach the screen, said in the desk's
 * language of the moment: a rating body refused by main's own check, a rate
 * no longer kept, the local store, the desktop, the IPC handler and the
 * quote-PDF thread. Their English is asserted by each room's own tests.
 */
beforeEach(() => useLanguageSource(() => 'es'));
afterEach(() => useLanguageSource(() => 'en'));

/** Rating's handlers over a desk that keeps no rate: every refusal comes before the service is asked. */
function ratingWithNothingKept() {
  const store = { pricedQuotes: { byRate: () => null }, ratings: { rate: () => null } };
  const deps = {
    session: { data: { current: () => 'scope', isCurrent: () => false }, now: () => new Date(0) },
    stores: { of: () => store },
    kept: {},
    desktop: noDesktop,
    deskSettings: {},
    pdfThread: {},
    language: {},
  };
  // A stand-in of the parts the refusals read; the rest is never reached.
  return ratingHandlers(deps as unknown as Parameters<typeof ratingHandlers>[0]);
}

const place = (postalCode: string, city: string) => ({ postalCode, city, state: 'V', country: 'ES' });

describe('main’s last refusals in Spanish', () => {
  it('a rating body main refuses after the form let it through says each rule as the form does', async () => {
    const refused = ratingWithNothingKept()['rating.rate']({
      mode: 'boxes',
      request: {
        origin: place('46001', 'Valencia'),
        destination: place('28001', 'Madrid'),
        pickUpDate: '2026-12-01T10:00:00',
        goodsDescription: ' ',
        goodsValue: 150_000,
        insurance: false,
        customs: false,
        currency: 'EUR',
        dangerousCargo: false,
        boxes: [{ quantity: 1, length: 40, width: 30, height: 30, weight: 0, measurementUnit: 'CmKg' }],
      },
    } as never);
    await expect(refused).rejects.toMatchObject({
      code: 'validation',
      details: expect.arrayContaining([
        { path: 'request.goodsDescription', message: 'Falta la descripción de la mercancía' },
        { path: 'request.boxes[0].weight', message: 'El peso debe ser mayor que 0' },
      ]),
    });
  });

  it('a booking main refuses after the form let it through names each field by the form’s label', async () => {
    const contact = { companyName: 'Azulejos SL', contactMail: 'ana@azulejos.es', address: 'C/ Mayor 1', phone: '600' };
    // A stand-in of the parts the refusals read; the rules refuse before the service is asked.
    const book = bookingHandlers({ session: {}, kept: {} } as unknown as Parameters<typeof bookingHandlers>[0])[
      'booking.book'
    ];
    const refused = book({
      mode: 'sea-lcl',
      request: {
        id: 'R-1',
        origin: { ...contact, contactPerson: ' ', phonePrefix: '+34' },
        destination: { ...contact, contactPerson: 'Luis', contactMail: 'luis' },
        pickupTimeFrom: '12:00',
        pickupTimeTo: '09:00',
        incotermCode: null,
        cargos: [{ description: 'Azulejos', ediType: ' ', hsCode: '6907' }],
      },
    } as never);
    await expect(refused).rejects.toMatchObject({
      code: 'validation',
      message: 'El campo Persona de contacto (origen) es obligatorio',
      details: [
        expect.objectContaining({
          path: 'request.origin.contactPerson',
          message: 'El campo Persona de contacto (origen) es obligatorio',
          rule: 'required',
        }),
        expect.objectContaining({ message: 'El campo Prefijo telefónico (origen) se escribe sin el signo +' }),
        expect.objectContaining({
          message: 'El campo Correo electrónico (destino) debe ser una dirección de correo electrónico',
        }),
        expect.objectContaining({ message: 'El campo Recogida hasta debe ser posterior a Recogida desde' }),
        expect.objectContaining({ message: 'El campo Incoterm es obligatorio en las reservas marítimas' }),
        expect.objectContaining({ path: 'request.cargos[0].ediType', message: 'El campo Tipo EDI es obligatorio' }),
      ],
    });
  });

  it('an upload main refuses says each rule in the upload form’s words', async () => {
    // Stand-ins of the parts the refusals read; the rules refuse before the service is asked.
    const deps = { session: {}, kept: {} } as unknown;
    const tariff = tariffsHandlers(deps as Parameters<typeof tariffsHandlers>[0])['tariffs.upload']({
      contractReference: ' ',
      carrierSCAC: '',
      files: [],
      comments: [],
    } as never);
    await expect(tariff).rejects.toMatchObject({
      code: 'validation',
      details: [
        { path: 'contractReference', message: 'Falta la referencia del contrato' },
        { path: 'carrierSCAC', message: 'Falta el código SCAC del transportista (por ejemplo, MAEU)' },
        { path: 'files', message: 'Añada al menos un archivo de tarifa' },
      ],
    });
    const document = documentsHandlers(deps as Parameters<typeof documentsHandlers>[0])['documents.upload']({
      shipmentId: ' ',
      documentTemplateId: null,
      documentName: '',
      fileName: 'factura.pdf',
      content: new Uint8Array([37, 80, 68, 70]),
    } as never);
    await expect(document).rejects.toMatchObject({
      code: 'validation',
      message: 'El documento no está vinculado a ningún envío',
      details: [
        { path: 'shipmentId', message: 'El documento no está vinculado a ningún envío' },
        { path: 'documentName', message: 'El documento necesita un nombre' },
      ],
    });
  });

  it('a rate no longer kept says so for its details and for its PDF', async () => {
    const rating = ratingWithNothingKept();
    expect(() => rating['rating.details']({ rateId: 'R-1' })).toThrow(
      'La tarifa R-1 ya no se conserva en este escritorio: tarifique el envío de nuevo para ver sus detalles.',
    );
    await expect(rating['rating.pdf']({ rateId: 'R-2' } as never)).rejects.toThrow(
      'La tarifa R-2 ya no se conserva en este escritorio: tarifique el envío de nuevo.',
    );
  });

  it('a local store written by a newer version is left as it is, and says what to do', () => {
    const file = storeOfNewerVersion();
    expect(() => openDatabase(file)).toThrow(
      /^El almacén local .* lo escribió una versión más reciente de Freight Desk/,
    );
    expect(() => openDatabase(file)).toThrow(/versión del almacén 9999; .*actualice Freight Desk para usarlo\.$/);
  });

  it('a desk with no desktop refuses to save or open a link, and the window handler refuses a stranger', async () => {
    await expect(noDesktop.saveFile({ suggestedName: 'a.csv', bytes: new Uint8Array(1) })).rejects.toThrow(
      'Aquí no se pueden guardar archivos.',
    );
    await expect(noDesktop.openExternal('https://example.com')).rejects.toThrow('Aquí no se pueden abrir enlaces.');
    const handler = createChannelHandler({
      channel: 'settings.get',
      invoke: () => Promise.reject(new Error('the router broke its promise')),
      isAppWebContents: () => true,
    });
    const stranger = await handler({ sender: {}, senderFrame: { url: 'https://evil.example/', parent: null } }, {});
    expect(stranger).toMatchObject({
      ok: false,
      error: { message: 'Esta solicitud no procede de la ventana de Freight Desk.' },
    });
    const broken = await handler(
      { sender: {}, senderFrame: { url: 'app://freight-desk/index.html', parent: null } },
      {},
    );
    expect(broken).toMatchObject({
      ok: false,
      error: { code: 'internal', message: expect.stringMatching(/^Algo falló dentro de Freight Desk/) },
    });
  });

  it('a quote with characters no font prints names each, where it is, and what the desk prints', () => {
    expect(
      unprintableWords([
        { char: '🚢', parts: ['notes'] },
        { char: 'แ', parts: ['headline', 'notes'] },
        { char: '☃', parts: [] },
      ]),
    ).toBe(
      'La cotización contiene caracteres que ninguna fuente de Freight Desk puede imprimir: ' +
        '"🚢" (U+1F6A2) en las notas del transportista; ' +
        '"แ" (U+0E41) en el nombre del cliente o del transportista y las notas del transportista; "☃" (U+2603). ' +
        'Freight Desk imprime alfabeto latino, griego, cirílico, árabe, hebreo, armenio, georgiano, chino y kana japonés.',
    );
    const many = Array.from({ length: 10 }, (_, i) => ({ char: String.fromCodePoint(0x1f600 + i), parts: [] }));
    expect(unprintableWords(many)).toMatch(/"😇" \(U\+1F607\) y 2 más\. Freight Desk imprime/);
    expect(unprintableWords(many.slice(0, 1))).toMatch(/^La cotización contiene un carácter que/);
  });

  it('a PDF the thread could not make, or a thread that stopped, says why', async () => {
    const { worker, posted, launch } = answeredThread();
    const answer = (reply: unknown) => worker.emit('message', reply);
    const thread = new QuotePdfThread(launch);
    const job = { sheet: {}, letterhead: {}, locale: 'es-ES', language: 'es', now: 0 } as never;
    const refused = thread.make(job);
    answer({ id: posted[0]!.id, ok: false, unprintable: [{ char: '🚢', parts: ['notes'] }], message: 'x' });
    await expect(refused).rejects.toMatchObject({
      code: 'unprintable',
      message: expect.stringMatching(/^La cotización contiene un carácter/),
    });
    const failed = thread.make(job);
    answer({ id: posted[1]!.id, ok: false, unprintable: null, message: 'pdf-lib: bad font' });
    await expect(failed).rejects.toThrow('No se pudo generar el PDF de la cotización: pdf-lib: bad font');
    const stopped = thread.make(job);
    worker.emit('exit', 3);
    await expect(stopped).rejects.toThrow(
      'El proceso que genera los PDF de cotización se detuvo de forma inesperada (código de salida 3).',
    );
  });
});
