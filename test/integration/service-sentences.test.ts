import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import type { OperationBody } from '@shared/api/operations';
import { apiFailure, startTestSandbox, type TestSandbox } from './helpers/sandbox';
import { fixture } from '../contract/fixtures';

/*
 * The service's own sentences, refusing what an operator sent, through the
 * client on a Spanish desk: said in Spanish with the values they name, the
 * service's English kept in the details for the log.
 */

let env: TestSandbox;
beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(async () => {
  await env.close();
});

describe('what the service says when it refuses, on a Spanish desk', () => {
  it('gives the reason a quote was not saved in Spanish, for the comparison’s row', async () => {
    const client = env.client();
    await client.signIn();
    useLanguageSource(() => 'es');
    try {
      const error = await apiFailure(client.call('quotes.save', { params: { type: 'boxes', rateId: 'no-such-rate' } }));
      expect(error.kind).toBe('refused');
      expect(error.details?.reason).toBe(
        'El servicio ya no tiene esta tarifa: vuelva a tarificar el envío y guarde una de las nuevas',
      );
      expect(error.message).toContain(error.details?.reason);
      expect(error.details?.serverMessage).toMatch(/^Rate no-such-rate was not found/);
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says a rating the service refuses for the same port at both ends in Spanish, in place of its English', async () => {
    const client = env.client();
    await client.signIn();
    const body = fixture<OperationBody<'rates.sea-fcl'>>('requests/rating-sea-fcl.json');
    useLanguageSource(() => 'es');
    try {
      const error = await apiFailure(
        client.call('rates.sea-fcl', { body: { ...body, destinationUnLocCode: body.originUnLocCode } }),
      );
      expect(error.kind).toBe('invalid-request');
      expect(error.message).toContain('El puerto de descarga debe ser distinto del puerto de carga');
      expect(error.message).not.toMatch(/must be|UnLocCode/);
      expect(error.details?.problems).toEqual([
        expect.objectContaining({ path: 'destinationUnLocCode', namesItsPlace: true }),
      ]);
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says why the service refused a tariff CSV file in Spanish, with the file and the line', async () => {
    const client = env.client();
    await client.signIn();
    const csv = [
      'pol,pod,polServiceType,podServiceType,containerType,startDate,endDate,timeInTransit,via,chargeType,chargeName,chargeDescription,amount,currency,chargeUnit,commodity',
      'ESVLC,CNSHA,CY,CY,DRY40,2030-01-01,2030-12-31,28,,Freight,BAS,Basic,mucho,USD,PerContainer,',
    ].join('\n');
    const body = {
      ...fixture<object>('requests/tariff-upload.json'),
      files: [{ file: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`, fileName: 'primavera.csv' }],
    };
    useLanguageSource(() => 'es');
    try {
      const error = await apiFailure(client.call('tariffs.upload', { body } as never)); // a body as the fixture has it
      expect(error.kind).toBe('invalid-request');
      expect(error.message).toContain('primavera.csv, línea 2: amount «mucho» no es un importe como 300 o 300.50');
      expect(error.message).not.toMatch(/ line |is not an amount|files\[/);
      // The service's English stays in the details, for the log.
      expect(error.details?.serverMessage).toContain('primavera.csv line 2: amount "mucho" is not an amount');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
