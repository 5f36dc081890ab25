import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookBoxes, boxRating, call, clientFor, rateAndSave, start, type Json } from './helpers';

describe('sandbox persistence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-sandbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps quotes, shipments, documents and tariffs across a restart with dataDir', async () => {
    const first = await start({ dataDir: dir });
    const c = await clientFor(first);
    const { shipmentId } = await rateAndSave(c, 'boxes', boxRating());
    const booked = await bookBoxes(c, { goodsValue: 55 });
    const docs = (await c.get(`/v1/documents/shipment/${booked.shipmentId}`)).body;
    const up = await c.post('/v1/documents/shipment/upload', {
      shipmentId: booked.shipmentId,
      documentTemplateId: docs[0].documentTemplateId,
      documentName: 'labels',
      extension: 'pdf',
      file: Buffer.from('%PDF-1.4 labels').toString('base64'),
    });
    await c.post('/v1/tariff/upload', {
      contractReference: 'KEEP',
      carrierSCAC: 'MAEU',
      files: [{ file: Buffer.from('%PDF').toString('base64'), fileName: 'a.pdf' }],
    });
    const clockBefore = first.clock.now();
    const oldToken = c.token;
    await first.close();
    expect(readdirSync(dir).filter((f) => f.includes('.tmp'))).toEqual([]);

    const second = await start({ dataDir: dir });
    try {
      // Tokens are signed with a per-run secret: the old one is refused, a new one works.
      expect(
        (await call(second.baseUrl, 'GET', '/v1/quotes', { headers: { authorization: `Bearer ${oldToken}` } })).status,
      ).toBe(401);
      const c2 = await clientFor(second);
      expect((await c2.get('/v1/quotes')).body.map((q: Json) => q.shipmentId)).toContain(shipmentId);
      const list = (await c2.get('/v1/tracking/shipments')).body;
      expect(list.shipments.map((s: Json) => s.shipmentCode)).toContain(booked.shipmentCode);
      const file = await c2.get(`/v1/documents/shipment/${up.body.documentId}/download`);
      expect(Buffer.from(file.body.file, 'base64').toString()).toBe('%PDF-1.4 labels');
      expect(
        (await c2.post('/v1/tariff', { contractNumber: 'KEEP', fromDate: '2000-01-01T00:00:00Z' })).body,
      ).toHaveLength(1);
      // Simulated time does not run backwards across the restart, and codes keep counting.
      expect(second.clock.now()).toBeGreaterThanOrEqual(clockBefore);
      const next = await bookBoxes(c2, { goodsValue: 66 });
      expect(next.shipmentCode).not.toBe(booked.shipmentCode);
      expect(parseInt(next.shipmentCode.slice(2), 16)).toBeGreaterThan(parseInt(booked.shipmentCode.slice(2), 16));
    } finally {
      await second.close();
    }
  });

  it('starts empty, keeping the unreadable file aside, when the state is not a sandbox state', async () => {
    const other = mkdtempSync(join(tmpdir(), 'freight-sandbox-bad-'));
    try {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(other, 'sandbox-state.json'), '{"version": 99}');
      const sb = await start({ dataDir: other });
      const c = await clientFor(sb);
      expect((await c.get('/v1/quotes')).body).toEqual([]);
      await sb.close();
      expect(readdirSync(other).some((f) => f.startsWith('sandbox-state.json.unreadable-'))).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
