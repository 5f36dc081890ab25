import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { KeychainUnavailableError } from '@main/credentials/keychain';
import { quotesReportName, quotesReportTable } from '@main/services/exports/quotes-report';
import { shipmentExportName } from '@main/services/exports/shipment-export';
import { quotePdfName } from '@main/services/quote-pdf/save-quote-pdf';
import { appHandlers } from '@main/services/app';
import { toIpcError } from '@main/to-ipc-error';
import { parseCustomerCsv } from '@shared/domain/customer-csv';
import { diskFaultMessage } from '@shared/domain/disk-faults';
import { ANY_RATE, chooseRule } from '@shared/domain/margin-rules';
import { pricedShipmentOf } from '@shared/domain/priced-shipment';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { pricingChannels } from '@shared/ipc/channels/pricing';

/**
 * What main says to the operator follows the desk's language of the moment
 * (main/desk-language.ts): a Spanish desk reads a full disk, a missing
 * keychain, a refused rule and the quotes report in Spanish. The English
 * words are asserted by each room's own tests.
 */
beforeEach(() => useLanguageSource(() => 'es'));
afterEach(() => useLanguageSource(() => 'en'));

/** A save of a margin rule refused by its schema, as the renderer receives it. */
function refusedRule(input: unknown) {
  const parsed = pricingChannels['pricing.saveRule'].input.safeParse(input);
  if (parsed.success) throw new Error('the rule was expected to be refused');
  return toIpcError(new ZodError(parsed.error.issues));
}

describe('main’s words in Spanish', () => {
  it('refuses a link that is not a web link, and logs where none are written', async () => {
    // The refusals are made before the desktop or the language is asked anything.
    const app = appHandlers({ desktop: {}, logFolder: null, language: {} } as unknown as Parameters<
      typeof appHandlers
    >[0]);
    await expect(app['app.openExternal']({ url: 'file:///etc/passwd' })).rejects.toThrow(
      'Solo se pueden abrir enlaces web (http o https).',
    );
    await expect(app['app.showLogs'](undefined)).rejects.toThrow(
      'Freight Desk no escribe ningún archivo de registro aquí.',
    );
  });

  it('the files main offers to save are named in Spanish', () => {
    expect(shipmentExportName('xlsx', '2026-11-23T10:00:00.000Z', false)).toBe('envíos 2026-11-23.xlsx');
    expect(shipmentExportName('csv', '2026-11-23T10:00:00.000Z', true)).toBe('envíos 2026-11-23 filtrados.csv');
    expect(quotePdfName('Q-2026-0042 Acme', '2026-11-23T10:00:00.000Z')).toBe(
      'cotización Q-2026-0042 Acme 2026-11-23.pdf',
    );
    expect(quotePdfName('  ', '2026-11-23T10:00:00.000Z')).toBe('cotización cotización 2026-11-23.pdf');
  });

  it('a full disk and a read-only folder say where and what to do', () => {
    expect(diskFaultMessage('disk-full', '/datos')).toBe(
      'El disco está lleno: Freight Desk no pudo escribir en /datos. Libere espacio en ese disco y vuelva a intentarlo.',
    );
    expect(diskFaultMessage('read-only', '/datos')).toContain('La carpeta de datos es de solo lectura');
  });

  it('a missing keychain says how to get one', () => {
    expect(new KeychainUnavailableError(new Error('no libsecret')).message).toMatch(
      /^El llavero del sistema no está disponible.*GNOME Keyring/,
    );
  });

  it('a refused margin rule says each problem under its field', () => {
    const error = refusedRule({
      name: '',
      scope: { originPort: 'Valencia', originCountry: 'Spain' },
      percentBp: 0,
      fixed: { amount: 5000, per: 'container' },
    });
    expect(error.code).toBe('validation');
    expect(error.details).toEqual({
      problems: expect.arrayContaining([
        { path: 'name', message: 'La regla necesita un nombre' },
        {
          path: 'scope.originPort',
          message: 'Un puerto es un UN/LOCODE como ESVLC; un aeropuerto, un código IATA como BCN',
        },
        { path: 'scope.originCountry', message: 'Un país es su código ISO de dos letras, como ES' },
        { path: 'currency', message: 'Un importe fijo o un mínimo necesita su moneda' },
      ]),
    });
  });

  it('a customers file refused line by line', () => {
    expect(parseCustomerCsv('name,default margin %\nAcme,abc\n')).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'el margen predeterminado "abc" no es un porcentaje como 12,5 (de 0 a 1000)' }],
    });
  });

  it('why a rule prices a rate', () => {
    const shipment = pricedShipmentOf('sea-fcl', {
      origin: { port: 'ESVLC' },
      destination: { port: 'CNSHA' },
      containers: [{ type: '40HC', quantity: 1 }],
    });
    const rule = { id: 1, name: 'Marítimo', scope: { ...ANY_RATE, mode: 'sea-fcl' as const }, percentBp: 1000 };
    const choice = chooseRule([{ ...rule, currency: null, fixed: null, minimum: null }], null, shipment, {
      names: ['Maersk'],
    });
    expect(choice.why).toBe('Se aplica «Marítimo»: una regla de modo, la única que coincide.');
  });

  it('the quotes report’s headers and file name', () => {
    const table = quotesReportTable([], { kind: 'customers', from: '2026-11-01', to: '2026-11-30', customerId: null });
    expect(table.sheetName).toBe('Clientes');
    expect(table.header).toEqual(['Cliente', 'Cotizaciones']);
    expect(
      quotesReportName({ kind: 'quotes', format: 'csv', from: '2026-11-01', to: '2026-11-30', customerId: null }),
    ).toBe('cotizaciones 2026-11-01 a 2026-11-30.csv');
  });
});
