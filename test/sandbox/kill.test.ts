import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bookingBody, boxRating, clientFor, type Client, type Json, type ReachableSandbox } from './helpers';

// Each run starts a node process that compiles TypeScript on start: seconds each on a busy machine.
vi.setConfig({ testTimeout: 240_000 });

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHILD = join(REPO, 'test', 'sandbox', 'support', 'sandbox-on-disk.ts');
/** How many times the sandbox is killed; SANDBOX_KILL_RUNS=50 for a longer run by hand. */
const KILLS = Number(process.env.SANDBOX_KILL_RUNS ?? 8);
/** Operators booking at once. */
const WORKERS = 4;

interface Child {
  readonly process: ChildProcess;
  readonly sandbox: ReachableSandbox;
  readonly closed: Promise<NodeJS.Signals | null>;
}

async function startChild(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const closed = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  const sandbox = await new Promise<ReachableSandbox>((resolve, reject) => {
    void closed.then(() => reject(new Error(`the sandbox's process ended before it served:\n${stderr}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as ReachableSandbox));
  });
  return { process: child, sandbox, closed };
}

interface Confirmed {
  /** Bookings answered 2xx: shipment id → its code. */
  readonly bookings: Map<string, string>;
  /** Uploads answered success: document id → the bytes sent, as base64. */
  readonly uploads: Map<string, string>;
}

/**
 * One operator: rates, saves, books and uploads a document to what it booked,
 * over and over, noting what the sandbox confirmed. Ends at the first call
 * that gets no answer once the process is being killed; any refusal before is
 * a failure of the test.
 */
async function operator(c: Client, confirmed: Confirmed, killing: () => boolean, onBooked: () => void) {
  const expectOk = (what: string, reply: { status: number; body: Json }) => {
    if (reply.status !== 200) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  try {
    for (let n = 0; ; n++) {
      const rated = expectOk('rating', await c.post('/v1/rates/boxes', boxRating({ goodsValue: 100 + n })));
      const saved = expectOk('saving', await c.post(`/v1/quotes/boxes/${rated.rates[0].id}`));
      const booked = expectOk('booking', await c.post('/v1/Booking/boxes', bookingBody(saved.shipmentId)));
      confirmed.bookings.set(booked.shipmentId, booked.shipmentCode);
      onBooked();
      const checklist = expectOk('checklist', await c.get(`/v1/documents/shipment/${booked.shipmentId}`));
      const file = Buffer.from(`%PDF-1.4 labels of ${booked.shipmentCode}`).toString('base64');
      const uploaded = expectOk(
        'upload',
        await c.post('/v1/documents/shipment/upload', {
          shipmentId: booked.shipmentId,
          documentTemplateId: checklist[0].documentTemplateId,
          documentName: 'labels',
          extension: 'pdf',
          file,
        }),
      );
      if (!uploaded.success) throw new Error(`upload refused: ${uploaded.message}`);
      confirmed.uploads.set(uploaded.documentId, file);
    }
  } catch (error) {
    // A call cut off by the kill has no answer: its outcome is unknown, and the test claims nothing about it.
    if (!killing()) throw error;
  }
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the sandbox on disk and kill -9', () => {
  it(`keeps every booking and upload it confirmed, and never issues a code twice, across ${KILLS} kills`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fd-sandbox-kill-'));
    dirs.push(dataDir);
    const confirmed: Confirmed = { bookings: new Map(), uploads: new Map() };
    for (let run = 0; run < KILLS; run++) {
      const child = await startChild(dataDir);
      const c = await clientFor(child.sandbox);
      const after = confirmed.bookings.size + randomInt(2, 8);
      let killing = false;
      const kill = () => {
        if (killing) return;
        killing = true;
        setTimeout(() => child.process.kill('SIGKILL'), randomInt(0, 15));
      };
      const onBooked = () => {
        if (confirmed.bookings.size >= after) kill();
      };
      const operators = Array.from({ length: WORKERS }, () => operator(c, confirmed, () => killing, onBooked));
      // A refusal ends its operator with the error: then the process is killed, and the error fails the test.
      await Promise.all(operators.map((o) => o.catch((error: unknown) => (kill(), Promise.reject(error)))));
      expect(await child.closed).toBe('SIGKILL');
    }

    const last = await startChild(dataDir);
    try {
      // Nothing an interrupted write left behind survives a start.
      expect((await readdir(dataDir)).filter((name) => /\.tmp/.test(name))).toEqual([]);
      const c = await clientFor(last.sandbox);
      const listed = (await c.get('/v1/tracking/shipments')).body.shipments as Json[];
      const codeOf = new Map(listed.map((s) => [s.shipmentId as string, s.shipmentCode as string]));
      const lost = [...confirmed.bookings].filter(([id, code]) => codeOf.get(id) !== code);
      expect(lost, `${lost.length} of ${confirmed.bookings.size} confirmed bookings are gone`).toEqual([]);
      const codes = listed.map((s) => s.shipmentCode as string);
      expect(new Set(codes).size, 'every shipment has a code of its own').toBe(codes.length);
      expect(new Set(confirmed.bookings.values()).size, 'no code was answered twice').toBe(confirmed.bookings.size);
      for (const [documentId, file] of confirmed.uploads) {
        const download = await c.get(`/v1/documents/shipment/${documentId}/download`);
        expect(download.status, `uploaded document ${documentId}`).toBe(200);
        expect(download.body.file).toBe(file);
      }
    } finally {
      last.process.kill('SIGKILL');
      await last.closed;
    }
  });
});
