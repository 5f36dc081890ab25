import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boxRating, clientFor, start, type Json } from './helpers';

/*
 * A sandbox with a large saved state starts listening at once and loads its
 * shipments afterwards; its answers wait for them. The state is saved as
 * JSON lines (src/sandbox/state/state-format.ts).
 */
describe('sandbox state saved as lines', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-sandbox-lines-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const stateFile = (dir: string) => join(dir, 'sandbox-state.json');

  /** A folder whose saved state holds `seeds` seeded shipments. */
  async function savedWith(seeds: number): Promise<string> {
    const dir = folder();
    const first = await start({ dataDir: dir, seedShipments: seeds });
    await first.ready;
    await first.close();
    return dir;
  }

  const listed = async (sb: Awaited<ReturnType<typeof start>>): Promise<Json[]> =>
    (await (await clientFor(sb)).get('/v1/tracking/shipments')).body.shipments;

  it('listens before its saved shipments are loaded, and its first answer already lists them all', async () => {
    const dir = await savedWith(3000);
    const lines = readFileSync(stateFile(dir), 'utf8').trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(3001); // the first line, then one shipment a line
    expect(JSON.parse(lines[0]!)).toMatchObject({ version: 2, shipmentCount: 3000 });

    const again = await start({ dataDir: dir, seedShipments: 3000 });
    try {
      let loaded = false;
      void again.ready.then(() => (loaded = true));
      // Started, yet 3,000 shipments (15 steps of reading) are still to come.
      expect(loaded).toBe(false);
      // Asked at once: the answer waits for them rather than listing a part.
      expect(await listed(again)).toHaveLength(3000);
      expect(loaded).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('keeps the rates of every rating across saves and restarts: a rate of the first rating is saved later', async () => {
    const dir = folder();
    const rateBoxes = async (sb: Awaited<ReturnType<typeof start>>) =>
      (await (await clientFor(sb)).post('/v1/rates/boxes', boxRating())).body.rates[0] as Json;
    const first = await start({ dataDir: dir });
    const early = await rateBoxes(first);
    await rateBoxes(first);
    await first.close();
    // Saved again with a rating more: the rates read back and the new one, each written once.
    const second = await start({ dataDir: dir });
    const late = await rateBoxes(second);
    await second.close();
    const ids = (JSON.parse(readFileSync(stateFile(dir), 'utf8').split(/\r?\n/)[0]!) as { rates: Json[] }).rates.map(
      (r) => r.id,
    );
    expect(ids).toEqual(expect.arrayContaining([early.id, late.id]));

    const third = await start({ dataDir: dir });
    try {
      const saved = await (await clientFor(third)).post(`/v1/quotes/boxes/${early.id}`);
      expect(saved.body.success).toBe(true);
    } finally {
      await third.close();
    }
  });

  it('does not write the saved state again when a restart changed nothing', async () => {
    const dir = await savedWith(500);
    const before = statSync(stateFile(dir));
    const again = await start({ dataDir: dir, seedShipments: 500 });
    expect(await listed(again)).toHaveLength(500);
    await again.close();
    const after = statSync(stateFile(dir));
    // The same file (a write replaces it through a rename), untouched.
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('reads a state saved as one JSON document, and saves it as lines', async () => {
    const dir = await savedWith(300);
    const [first, ...rest] = readFileSync(stateFile(dir), 'utf8').trimEnd().split(/\r?\n/);
    const { shipmentCount: _count, ...header } = JSON.parse(first!) as Json;
    writeFileSync(
      stateFile(dir),
      JSON.stringify({ ...header, version: 1, shipments: rest.map((line) => JSON.parse(line) as Json) }),
    );

    const again = await start({ dataDir: dir, seedShipments: 300 });
    expect(await listed(again)).toHaveLength(300);
    await again.close();
    const lines = readFileSync(stateFile(dir), 'utf8').trimEnd().split(/\r?\n/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ version: 2, shipmentCount: 300 });
    expect(lines).toHaveLength(301);
  });

  it('keeps a cut-short state aside and goes on with the shipments it could read', async () => {
    const dir = await savedWith(400);
    const lines = readFileSync(stateFile(dir), 'utf8').split(/\r?\n/);
    writeFileSync(stateFile(dir), lines.slice(0, 251).join('\n') + '\n');

    const again = await start({ dataDir: dir, seedShipments: 0 });
    expect(await listed(again)).toHaveLength(250);
    await again.close();
    expect(readdirSync(dir).some((f) => f.startsWith('sandbox-state.json.unreadable-'))).toBe(true);
    // What could be read is saved in its place.
    expect(JSON.parse(readFileSync(stateFile(dir), 'utf8').split(/\r?\n/)[0]!)).toMatchObject({ shipmentCount: 250 });
  });
});
