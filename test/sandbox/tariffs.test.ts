import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { TARIFF_CSV_COLUMNS } from '@sandbox';
import { clientFor, expectContract, expectErrorBody, start, type Client, type Json } from './helpers';

const header = TARIFF_CSV_COLUMNS.join(',');
const csv = [
  header,
  'ESVLC,BRPEC,,,DRY40,2024-01-01,2024-12-31,24,,Freight,BAS,Basic freight,1500.00,USD,PerContainer,',
  'ESVLC,BRPEC,,,DRY40,2024-01-01,2024-12-31,24,,Origin,THC,"Terminal handling, origin",235,EUR,PerContainer,',
  'ESVLC,BRPEC,CY,SD,40HDRY,2024-06-01,2024-08-31,26,ESALG,Freight,BAS,Basic freight,1650.5,USD,PerContainer,GENERAL',
  'ESBCN,CNSHA,,,DRY20,2025-01-01,2025-03-31,32,,Freight,BAS,Basic freight,900,USD,PerContainer,',
].join('\r\n');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const upload = (
  contractReference: string,
  files: Array<{ file: string; fileName: string }>,
  name = 'Evergreen 2024',
) => ({
  contractReference,
  carrierSCAC: 'EGLV',
  files,
  name,
  externalId: '123',
  comments: ['from the test'],
});

describe('sandbox tariffs', () => {
  let sb: RunningSandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await start();
    c = await clientFor(sb);
  });
  afterAll(() => sb.close());

  it('imports a CSV (with a data-URI prefix) into rates and reports those valid in the period', async () => {
    const up = await c.post(
      '/v1/tariff/upload',
      upload('CL131839T', [{ file: `data:text/csv;base64,${b64(csv)}`, fileName: 'rates.csv' }]),
    );
    expect(up.status).toBe(200);
    expectContract('tariffs.upload', up.body);
    expect(up.body).toMatchObject({ success: true, ratesImported: 3, documentId: expect.any(String) });

    const report = await c.post('/v1/tariff', {
      contractNumber: 'CL131839T',
      fromDate: '2024-09-01T00:00:00.000Z',
      toDate: '2024-09-02T00:00:00.000Z',
      tariffName: null,
      status: null,
      delegationId: null,
    });
    expect(report.status).toBe(200);
    expectContract('tariffs.report', report.body);
    expect(report.body).toHaveLength(1);
    const item = report.body[0];
    expect(item).toMatchObject({
      documentId: up.body.documentId,
      contractName: 'Evergreen 2024',
      carrier: 'EGLV',
      type: 'SeaContainer',
    });
    // Only the rate valid in September 2024, with both its costs.
    expect(item.rates).toHaveLength(1);
    expect(item.rates[0]).toMatchObject({
      pol: 'ESVLC',
      pod: 'BRPEC',
      containerType: 'DRY40',
      timeInTransit: 24,
      startDate: '2024-01-01T00:00:00',
      polServiceType: null,
      via: null,
    });
    expect(item.rates[0].costs).toEqual([
      expect.objectContaining({
        chargeType: 'Freight',
        chargeName: 'BAS',
        amount: 150000,
        currency: 'USD',
        criteria: null,
        extraInfo: null,
      }),
      expect.objectContaining({
        chargeType: 'Origin',
        chargeName: 'THC',
        chargeDescription: 'Terminal handling, origin',
        amount: 23500,
        currency: 'EUR',
      }),
    ]);
    const summer = (await c.post('/v1/tariff', { contractNumber: 'CL131839T', fromDate: '2024-07-01T00:00:00Z' })).body;
    expect(summer[0].rates.map((r: Json) => r.containerType).sort()).toEqual(['DRY20', 'DRY40', 'HDRY40']);
    expect(
      (await c.post('/v1/tariff', { contractNumber: 'CL131839T', fromDate: '2026-01-01T00:00:00Z' })).body,
    ).toEqual([]);
    expect((await c.post('/v1/tariff', { contractNumber: 'OTHER', fromDate: '2024-01-01T00:00:00Z' })).body).toEqual(
      [],
    );
    expect(
      (
        await c.post('/v1/tariff', {
          contractNumber: 'CL131839T',
          fromDate: '2024-01-01T00:00:00Z',
          tariffName: 'maersk',
        })
      ).body,
    ).toEqual([]);
  });

  it('saves other files without rates', async () => {
    const up = await c.post(
      '/v1/tariff/upload',
      upload(
        'PDF-1',
        [{ file: `data:application/pdf;base64,${b64('%PDF-1.4 tariff')}`, fileName: 'tariff.pdf' }],
        'Scanned',
      ),
    );
    expect(up.body).toMatchObject({ success: true, ratesImported: 0 });
    const report = (
      await c.post('/v1/tariff', { contractNumber: 'PDF-1', fromDate: new Date(sb.clock.now() - 60_000).toISOString() })
    ).body;
    expect(report).toHaveLength(1);
    expect(report[0].rates).toEqual([]);
  });

  it('refuses a malformed CSV naming the line', async () => {
    const bad = [
      header,
      'ESVLC,BRPEC,,,DRY40,2024-01-01,2024-12-31,24,,Freight,BAS,Basic,1500,USD,,',
      'ESVLC,BRPEC,,,DRY40,2024-01-01,2024-12-31,24,,Freight,BAS,Basic,lots,USD,,',
    ].join('\n');
    const r = await c.post('/v1/tariff/upload', upload('X', [{ file: b64(bad), fileName: 'bad.csv' }]));
    expectErrorBody(r, 400, 'files[0].file');
    expect(r.body.message).toMatch(/bad\.csv line 3: amount "lots"/);
    const noHeader = await c.post('/v1/tariff/upload', upload('X', [{ file: b64('a,b\n1,2'), fileName: 'x.csv' }]));
    expect(noHeader.body.message).toMatch(/line 1/);
    expectErrorBody(
      await c.post('/v1/tariff/upload', upload('X', [{ file: 'not base64!', fileName: 'x.csv' }])),
      400,
      'files[0].file',
    );
    expectErrorBody(await c.post('/v1/tariff', { contractNumber: 'X' }), 400, 'fromDate');
  });
});
