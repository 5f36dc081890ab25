import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { MAX_UPLOAD_BYTES } from '@shared/domain/upload-limits';
import { bookBoxes, clientFor, expectContract, expectErrorBody, HOUR, start, type Client, type Json } from './helpers';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('sandbox shipment documents', () => {
  let sb: RunningSandbox;
  let c: Client;
  let shipmentId: string;
  beforeAll(async () => {
    sb = await start();
    c = await clientFor(sb);
    shipmentId = (await bookBoxes(c)).shipmentId;
  });
  afterAll(() => sb.close());

  const templateOf = async (name: string) =>
    (await c.get(`/v1/documents/shipment/${shipmentId}`)).body.find((d: Json) => d.documentName === name);

  it('lists the checklist of a box shipment with blank PDF templates', async () => {
    const r = await c.get(`/v1/documents/shipment/${shipmentId}`);
    expect(r.status).toBe(200);
    expectContract('documents.list', r.body);
    const required = r.body.filter((d: Json) => d.isRequired === true).map((d: Json) => d.documentName);
    expect(required).toEqual(['Label', 'Commercial invoice']);
    const label = r.body[0];
    expect(label).toMatchObject({
      id: null,
      shipmentId,
      validationStatus: null,
      templateExtension: 'pdf',
      isRequired: true,
    });
    const template = Buffer.from(label.template, 'base64');
    expect(template.subarray(0, 5).toString()).toBe('%PDF-');
    expect(template.toString('latin1')).toContain('%%EOF');
  });

  it('uploads a document, validates it later, and downloads it', async () => {
    const invoice = await templateOf('Commercial invoice');
    const up = await c.post('/v1/documents/shipment/upload', {
      shipmentId,
      documentTemplateId: invoice.documentTemplateId,
      documentName: 'Invoice 2024-001',
      extension: 'pdf',
      file: `data:application/pdf;base64,${pdf.toString('base64')}`,
      observations: 'signed',
    });
    expect(up.status).toBe(200);
    expectContract('documents.upload', up.body);
    expect(up.body.success).toBe(true);
    const listed = (await c.get(`/v1/documents/shipment/${shipmentId}`)).body.find(
      (d: Json) => d.id === up.body.documentId,
    );
    expect(listed).toMatchObject({
      documentName: 'Commercial invoice',
      uploadedName: 'Invoice 2024-001',
      validationStatus: 'None',
      observations: 'signed',
      documentTemplateId: invoice.documentTemplateId,
    });
    const shipments = (await c.get('/v1/tracking/shipments')).body.shipments;
    expect(shipments.find((s: Json) => s.shipmentId === shipmentId).hasInvoice).toBe(true);

    sb.clock.advance(3 * HOUR);
    const download = await c.get(`/v1/documents/shipment/${up.body.documentId}/download`);
    expect(download.status).toBe(200);
    expectContract('documents.download', download.body);
    expect(download.body).toMatchObject({
      id: up.body.documentId,
      shipmentId,
      documentName: 'Invoice 2024-001',
      validationStatus: 'Validated',
      extension: 'pdf',
      isRequired: true,
    });
    expect(Buffer.from(download.body.file, 'base64').equals(pdf)).toBe(true);
    const wrongId = await c.get(`/v1/documents/shipment/${shipmentId}/download`);
    expectErrorBody(wrongId, 404);
    expect(wrongId.body.message).toMatch(/document id/);
  });

  it('accepts the example-call form with the shipment id before /upload', async () => {
    const label = await templateOf('Label');
    const body = {
      documentTemplateId: label.documentTemplateId,
      documentName: 'labels',
      extension: 'PDF',
      file: pdf.toString('base64'),
    };
    const up = await c.post(`/v1/documents/shipment/${shipmentId}/upload`, body);
    expect(up.body.success).toBe(true);
    expectErrorBody(
      await c.post(`/v1/documents/shipment/${shipmentId}/upload`, {
        ...body,
        shipmentId: '6a1f4a8e-0000-4000-8000-000000000000',
      }),
      400,
      'shipmentId',
    );
  });

  it('refuses a bad template, bad base64 or a refused type with success false; a big file with 413', async () => {
    const label = await templateOf('Label');
    const base = {
      shipmentId,
      documentTemplateId: label.documentTemplateId,
      documentName: 'x',
      extension: 'pdf',
      file: pdf.toString('base64'),
    };
    const refused = async (body: Record<string, unknown>, reason: RegExp) => {
      const r = await c.post('/v1/documents/shipment/upload', body);
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(reason);
    };
    await refused({ ...base, documentTemplateId: '6a1f4a8e-0000-4000-8000-000000000000' }, /not a document/);
    await refused({ ...base, file: 'this is not base64!' }, /base64/);
    // Malformed in ways the old check let by or a decoder forgives: the URL-safe alphabet, a cut-off text.
    await refused({ ...base, file: 'JVBERi0xLjQ-' }, /base64/);
    await refused({ ...base, file: pdf.toString('base64').slice(0, -1) }, /base64/);
    await refused({ ...base, extension: 'exe' }, /not accepted/);
    const { documentName: _n, ...noName } = base;
    expectErrorBody(await c.post('/v1/documents/shipment/upload', noName), 400, 'documentName');
    // The app's limit (25 MiB), one byte over: refused with both sizes. At the limit, taken.
    const tooBig = await c.post('/v1/documents/shipment/upload', {
      ...base,
      file: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1).toString('base64'),
    });
    expectErrorBody(tooBig, 413, 'file');
    expect(tooBig.body.message).toBe(
      'file is 25.1 MiB; the limit is 25 MiB (26,214,400 bytes) of decoded content per document',
    );
    const atTheLimit = await c.post('/v1/documents/shipment/upload', {
      ...base,
      file: Buffer.alloc(MAX_UPLOAD_BYTES, 1).toString('base64'),
    });
    expect(atTheLimit.body.success).toBe(true);
    expectErrorBody(
      await c.post('/v1/documents/shipment/upload', { ...base, shipmentId: '6a1f4a8e-0000-4000-8000-000000000000' }),
      404,
    );
  });
});
