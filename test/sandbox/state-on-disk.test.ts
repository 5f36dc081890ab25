import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { SandboxHttpError } from '@sandbox/errors';
import { DiskLedger } from '@sandbox/state/disk-ledger';
import type { DocumentRecord, ShipmentRecord } from '@sandbox/state/records';
import { openStateDatabase } from '@sandbox/state/state-database';
import { SandboxState } from '@sandbox/state/sandbox-state';
import {
  bookBoxes,
  bookingBody,
  boxRating,
  clientFor,
  expectErrorBody,
  rateAndSave,
  start,
  type Client,
  type Json,
} from './helpers';

/*
 * The sandbox's state on disk (src/sandbox/state/state-database.ts): every
 * change kept before its answer leaves, a change the disk refuses answered
 * 503 and not made, and what interrupted writes left removed at start.
 */
const DATABASE = 'sandbox-state.sqlite';

describe('the sandbox state on disk', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-sandbox-disk-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const listed = async (c: Client): Promise<Json[]> => (await c.get('/v1/tracking/shipments')).body.shipments;

  /** Runs `sql` on the sandbox's database from a connection of the test's own (as a full disk would refuse). */
  const onDatabase = (dir: string, sql: string) => {
    const db = new Sqlite(join(dir, DATABASE));
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
  };
  const refuseInserts = (dir: string, table: string) =>
    onDatabase(
      dir,
      `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
  const allowInserts = (dir: string, table: string) => onDatabase(dir, `DROP TRIGGER refuse_${table}`);

  it('listens before its saved shipments are loaded, and its first answer already lists them all', async () => {
    const dir = folder();
    const first = await start({ dataDir: dir, seedShipments: 3000 });
    await first.ready;
    await first.close();

    const again = await start({ dataDir: dir, seedShipments: 3000 });
    try {
      let loaded = false;
      void again.ready.then(() => (loaded = true));
      // Started, yet 3,000 shipments (15 steps of reading) are still to come.
      expect(loaded).toBe(false);
      // Asked at once: the answer waits for them rather than listing a part.
      expect(await listed(await clientFor(again))).toHaveLength(3000);
      expect(loaded).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('keeps the rates of every rating across restarts: a rate of the first run is saved in the third', async () => {
    const dir = folder();
    const rateBoxes = async (sb: RunningSandbox) =>
      (await (await clientFor(sb)).post('/v1/rates/boxes', boxRating())).body.rates[0] as Json;
    const first = await start({ dataDir: dir });
    const early = await rateBoxes(first);
    await first.close();
    const second = await start({ dataDir: dir });
    await rateBoxes(second);
    await second.close();
    const third = await start({ dataDir: dir });
    try {
      expect((await (await clientFor(third)).post(`/v1/quotes/boxes/${early.id}`)).body.success).toBe(true);
    } finally {
      await third.close();
    }
  });

  it('answers 503 to a booking it cannot save, makes none, and books it at the next try with the next code', async () => {
    const dir = folder();
    const sb = await start({ dataDir: dir });
    let confirmed: { shipmentId: string; shipmentCode: string };
    let retried: Json;
    try {
      const c = await clientFor(sb);
      confirmed = await bookBoxes(c, { goodsValue: 111 });
      const { shipmentId: quoteShipmentId } = await rateAndSave(c, 'boxes', boxRating({ goodsValue: 222 }));

      refuseInserts(dir, 'shipments');
      const refused = await c.post('/v1/Booking/boxes', bookingBody(quoteShipmentId));
      expectErrorBody(refused, 503);
      expect(refused.body.message).toMatch(/could not save this change, so it made none/);
      expect(refused.body.message).toContain(dir);
      // Nothing of it was made: not in the list, the quote not booked.
      expect((await listed(c)).map((s) => s.shipmentCode)).toEqual([confirmed.shipmentCode]);
      expect((await c.get('/v1/quotes')).body.map((q: Json) => q.shipmentId)).toContain(quoteShipmentId);

      allowInserts(dir, 'shipments');
      const again = await c.post('/v1/Booking/boxes', bookingBody(quoteShipmentId));
      expect(again.status).toBe(200);
      retried = again.body;
      expect(parseInt(retried.shipmentCode.slice(2), 16)).toBe(parseInt(confirmed.shipmentCode.slice(2), 16) + 1);
    } finally {
      await sb.close();
    }
    const restarted = await start({ dataDir: dir });
    try {
      const codes = (await listed(await clientFor(restarted))).map((s) => s.shipmentCode).sort();
      expect(codes).toEqual([confirmed.shipmentCode, retried.shipmentCode].sort());
    } finally {
      await restarted.close();
    }
  });

  it('answers 503 to an upload it cannot save and keeps the document it replaced, file and all', async () => {
    const dir = folder();
    const sb = await start({ dataDir: dir });
    const first = Buffer.from('%PDF-1.4 first labels').toString('base64');
    let documentId: string;
    let shipmentId: string;
    try {
      const c = await clientFor(sb);
      shipmentId = (await bookBoxes(c)).shipmentId;
      const label = (await c.get(`/v1/documents/shipment/${shipmentId}`)).body[0];
      const upload = (file: string) =>
        c.post('/v1/documents/shipment/upload', {
          shipmentId,
          documentTemplateId: label.documentTemplateId,
          documentName: 'labels',
          extension: 'pdf',
          file,
        });
      const kept = await upload(first);
      expect(kept.body.success).toBe(true);
      documentId = kept.body.documentId;

      refuseInserts(dir, 'documents');
      const refused = await upload(Buffer.from('%PDF-1.4 second labels').toString('base64'));
      expectErrorBody(refused, 503);
      // The upload it would have replaced is still the shipment's, downloadable.
      expect((await c.get(`/v1/documents/shipment/${shipmentId}`)).body[0].id).toBe(documentId);
      expect((await c.get(`/v1/documents/shipment/${documentId}/download`)).body.file).toBe(first);
    } finally {
      await sb.close();
    }
    const restarted = await start({ dataDir: dir });
    try {
      const c = await clientFor(restarted);
      expect((await c.get(`/v1/documents/shipment/${documentId}/download`)).body.file).toBe(first);
    } finally {
      await restarted.close();
    }
  });

  it('on a full disk, refuses the change with 503 saying so, and its memory stays as the disk is', () => {
    const dir = folder();
    const clocks = () => ({ simNow: 1, operatorNow: 1 });
    const ledger = new DiskLedger(openStateDatabase(dir), dir, clocks);
    try {
      const state = new SandboxState(ledger);
      const shipment = state.book(
        (code) => ({ ...({ shipmentId: 'full-1', account: 'desk' } as ShipmentRecord), code, documents: [] }),
        undefined,
      );
      const document = (id: string): DocumentRecord => ({
        id,
        templateId: 'label',
        documentName: id,
        extension: 'pdf',
        observations: null,
        uploadedAt: 1,
      });
      state.addDocument(shipment, document('small'), 'c21hbGw=', []);
      // No room left for more pages: what a full disk answers SQLite.
      ledger.db.pragma(`max_page_count = ${Number(ledger.db.pragma('page_count', { simple: true }))}`);
      let refusal: unknown;
      try {
        state.addDocument(shipment, document('large'), 'A'.repeat(1 << 20), [shipment.documents[0]!]);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(SandboxHttpError);
      expect((refusal as SandboxHttpError).status).toBe(503);
      expect((refusal as SandboxHttpError).message).toContain(`the disk holding ${dir} is full`);
      expect(shipment.documents.map((d) => d.id)).toEqual(['small']);
      expect(state.documentFile(shipment.documents[0]!)).toBe('c21hbGw=');
      expect(() => state.book((code) => ({ ...shipment, shipmentId: 'full-2', code }), undefined)).not.toThrow();
    } finally {
      ledger.close();
    }
  });

  it("keeps a first start's demo history whole or not at all: refused, it answers nothing the disk does not hold", async () => {
    const dir = folder();
    openStateDatabase(dir).close();
    refuseInserts(dir, 'documents');
    const warnings: string[] = [];
    const warn = (warning: Error) => warnings.push(warning.message);
    process.on('warning', warn);
    try {
      const sb = await start({ dataDir: dir, demoHistory: true });
      try {
        const c = await clientFor(sb);
        expect(await listed(c)).toEqual([]);
        expect((await c.get('/v1/quotes')).body).toEqual([]);
        // The codes start again where the disk's counter is: the first.
        expect((await bookBoxes(c)).shipmentCode).toBe('FR000001');
      } finally {
        await sb.close();
      }
    } finally {
      process.off('warning', warn);
    }
    expect(warnings.some((w) => w.includes('could not save this change'))).toBe(true);
  });

  it('removes at start the temporary files interrupted JSON writes left, and nothing else', async () => {
    const dir = folder();
    for (const pid of [4242, 99]) writeFileSync(join(dir, `sandbox-state.json.tmp-${pid}`), 'x'.repeat(1 << 20));
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const sb = await start({ dataDir: dir });
    try {
      expect(readdirSync(dir).filter((name) => name.includes('.tmp'))).toEqual([]);
      expect(existsSync(join(dir, 'notes.txt'))).toBe(true);
    } finally {
      await sb.close();
    }
  });

  it('starts empty, keeping the file aside, when its database is not one', async () => {
    const dir = folder();
    writeFileSync(join(dir, DATABASE), 'not a database at all, but long enough to be looked at by SQLite');
    const sb = await start({ dataDir: dir });
    try {
      const c = await clientFor(sb);
      expect(await listed(c)).toEqual([]);
      await bookBoxes(c);
    } finally {
      await sb.close();
    }
    expect(readdirSync(dir).filter((name) => name.startsWith(`${DATABASE}.unreadable-`))).toHaveLength(1);
  });
});
