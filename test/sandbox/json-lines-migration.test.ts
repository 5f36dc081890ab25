import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bookBoxes, clientFor, start, type Json } from './helpers';

/*
 * A sandbox state saved as JSON lines by the sandbox before it kept a
 * database (test/fixtures/sandbox-state: written by that version's own
 * writer) moves into the database once, whole, and the file goes only once
 * the database holds it.
 */
const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'sandbox-state', 'sandbox-state.json');
const JSON_LINES = 'sandbox-state.json';

const fixtureLines = readFileSync(FIXTURE, 'utf8').trimEnd().split(/\r?\n/);
const header = JSON.parse(fixtureLines[0]!) as Json;
const shipments = fixtureLines.slice(1).map((line) => JSON.parse(line) as Json);
/**
 * The moment the fixture was saved at: its rates, quotes and shipments are of
 * that day, so its sandbox resumes there, whatever moment the suite runs at
 * (a later start would have expired its rates and delivered its shipments).
 */
const SAVED_AT = Math.min(header.simNow, header.operatorNow);

describe('a JSON-lines sandbox state', () => {
  const dirs: string[] = [];
  /** A folder holding the fixture as the sandbox's state, or `text` in its place. */
  const folderWith = (text?: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-sandbox-migration-'));
    dirs.push(dir);
    if (text === undefined) copyFileSync(FIXTURE, join(dir, JSON_LINES));
    else writeFileSync(join(dir, JSON_LINES), text);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const listed = async (c: Awaited<ReturnType<typeof clientFor>>): Promise<Json[]> =>
    (await c.get('/v1/tracking/shipments')).body.shipments;

  it('moves into the database whole: shipments, codes, documents, tracking, quotes, tariffs, rates and the code counter', async () => {
    const dir = folderWith();
    const sb = await start({ dataDir: dir, clockStartAt: SAVED_AT });
    try {
      const c = await clientFor(sb);
      const list = await listed(c);
      expect(list.map((s) => [s.shipmentId, s.shipmentCode]).sort()).toEqual(
        shipments.map((s) => [s.shipmentId, s.code]).sort(),
      );
      const withDocument = shipments.find((s) => s.documents.length > 0);
      const document = withDocument.documents[0];
      const download = await c.get(`/v1/documents/shipment/${document.id}/download`);
      expect(download.status).toBe(200);
      expect(download.body.file).toBe(document.file);
      const switchedOff = shipments.find((s) => s.trackingActive === false);
      expect((await c.get(`/v1/tracking/shipment/${switchedOff.shipmentId}/detail`)).body.isActiveTracking).toBe(false);
      // The quotes not booked yet: a booked one's mark moved with it.
      const unbooked = header.quotes.filter((q: Json) => q.bookedShipmentId === null);
      expect(unbooked.length).toBeLessThan(header.quotes.length);
      expect((await c.get('/v1/quotes')).body.map((q: Json) => q.shipmentId).sort()).toEqual(
        unbooked.map((q: Json) => q.shipmentId).sort(),
      );
      const tariffs = await c.post('/v1/tariff', {
        contractNumber: header.tariffs[0].contractReference,
        fromDate: '2000-01-01T00:00:00Z',
      });
      expect(tariffs.body).toHaveLength(1);
      // A rate of the file can still be saved.
      const unsaved = header.rates.find(
        (r: Json) => !header.quotes.some((q: Json) => q.rate.id === r.id) && r.type === 'boxes',
      );
      expect((await c.post(`/v1/quotes/boxes/${unsaved.id}`)).body.success).toBe(true);
      // Codes go on after the file's counter.
      const next = await bookBoxes(c, { goodsValue: 777 });
      expect(parseInt(next.shipmentCode.slice(2), 16)).toBe(header.codeSequence + 1);
    } finally {
      await sb.close();
    }
    // Gone once the database held it; the database is the state now.
    expect(existsSync(join(dir, JSON_LINES))).toBe(false);
    const again = await start({ dataDir: dir, clockStartAt: SAVED_AT });
    try {
      expect(await listed(await clientFor(again))).toHaveLength(shipments.length + 1);
    } finally {
      await again.close();
    }
  });

  it('moves a state saved as one JSON document (the version before lines)', async () => {
    const { shipmentCount: _count, ...frame } = header;
    const dir = folderWith(JSON.stringify({ ...frame, version: 1, shipments }));
    const sb = await start({ dataDir: dir, clockStartAt: SAVED_AT });
    try {
      expect((await listed(await clientFor(sb))).map((s) => s.shipmentCode).sort()).toEqual(
        shipments.map((s) => s.code).sort(),
      );
    } finally {
      await sb.close();
    }
    expect(existsSync(join(dir, JSON_LINES))).toBe(false);
  });

  it('keeps a cut-short file aside and moves the shipments it could read', async () => {
    const dir = folderWith(`${fixtureLines.slice(0, 6).join('\n')}\n`);
    const sb = await start({ dataDir: dir, clockStartAt: SAVED_AT });
    try {
      expect(await listed(await clientFor(sb))).toHaveLength(5);
    } finally {
      await sb.close();
    }
    expect(readdirSync(dir).filter((f) => f.startsWith(`${JSON_LINES}.unreadable-`))).toHaveLength(1);
    expect(existsSync(join(dir, JSON_LINES))).toBe(false);
  });

  it('is not moved twice: a file still there after its move (the process ended before removing it) is removed, and later changes stay', async () => {
    const dir = folderWith();
    // A second name for the same file: it can come back as it was, to the last byte and nanosecond.
    linkSync(join(dir, JSON_LINES), join(dir, 'the-same-file'));
    const first = await start({ dataDir: dir, clockStartAt: SAVED_AT });
    const c = await clientFor(first);
    const switchedOff = shipments.find((s) => s.trackingActive === false);
    expect((await c.get(`/v1/shipment/${switchedOff.shipmentId}/status/enable?status=true`)).status).toBe(200);
    await first.close();
    // The file that was moved, back where it was.
    linkSync(join(dir, 'the-same-file'), join(dir, JSON_LINES));

    const second = await start({ dataDir: dir, clockStartAt: SAVED_AT });
    try {
      const c2 = await clientFor(second);
      expect((await c2.get(`/v1/tracking/shipment/${switchedOff.shipmentId}/detail`)).body.isActiveTracking).toBe(true);
      expect(await listed(c2)).toHaveLength(shipments.length);
    } finally {
      await second.close();
    }
    expect(existsSync(join(dir, JSON_LINES))).toBe(false);
  });

  it('starts empty, keeping the file aside, when it is not a sandbox state', async () => {
    const dir = folderWith('{"version": 99}');
    const sb = await start({ dataDir: dir });
    try {
      expect((await (await clientFor(sb)).get('/v1/quotes')).body).toEqual([]);
    } finally {
      await sb.close();
    }
    expect(readdirSync(dir).some((f) => f.startsWith(`${JSON_LINES}.unreadable-`))).toBe(true);
  });
});
