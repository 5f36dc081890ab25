import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerNotSavedError, FreightClient } from '@main/api';
import { apiFailure } from './helpers/api-failure';
import type { FreightClientOptions } from '@main/api';
import { ManualClock, TEST_NOW } from '../helpers/test-clock';
import { FAKE_KEY, FAKE_SECRET, FAKE_TOKEN, json, startFakeService } from './helpers/fake-service';
import type { FakeService } from './helpers/fake-service';

// Client behaviour against a tiny node:http service that answers only what a
// test needs: the spec's example address forms, oversized bodies, odd answers.

let service: FakeService | undefined;
let client: FreightClient | undefined;

afterEach(async () => {
  await client?.close();
  await service?.close();
  client = undefined;
  service = undefined;
});

function connect(fake: FakeService, options: Partial<FreightClientOptions> = {}): FreightClient {
  client = new FreightClient({
    baseUrl: fake.baseUrl,
    getCredentials: async () => ({ apiKey: FAKE_KEY, apiSecret: FAKE_SECRET }),
    ...options,
  });
  return client;
}

const port = { unLocCode: 'ESBCN', country: 'ES', city: 'Barcelona', rkstCode: 'ESBCN' };
const message = {
  shipmentId: 's-1',
  message: 'Picked up',
  updatedDate: '2024-01-01T10:00:00',
  status: 'None',
  groupIndex: null,
  city: 'Barcelona',
};

describe('alternate address forms', () => {
  it("falls back to the spec's example path after a 404, and remembers it", async () => {
    // This service knows only the example form: /detail instead of /messages.
    service = await startFakeService({
      'GET /v1/tracking/shipment/FR00061D/detail': (_, res) => json(res, 200, [message]),
    });
    const api = connect(service);

    const first = await api.call('tracking.messages', { params: { shipmentCode: 'FR00061D' } });
    expect(first[0]?.message).toBe('Picked up');
    expect(service.hits('/v1/tracking/shipment/FR00061D/messages')).toHaveLength(1);

    await api.call('tracking.messages', { params: { shipmentCode: 'FR00061D' } });
    await api.call('tracking.messages', { params: { shipmentCode: 'FR00061D' } });
    // The table form was tried once only; later calls go straight to the form that works.
    expect(service.hits('/v1/tracking/shipment/FR00061D/messages')).toHaveLength(1);
    expect(service.hits('/v1/tracking/shipment/FR00061D/detail')).toHaveLength(3);
  });

  it('uses the query key spelling of the example form (CityName) when that is what answers', async () => {
    service = await startFakeService({
      'GET /v1/maritime/ports': (req, res) =>
        req.url.includes('CityName=barcelona')
          ? json(res, 200, [port])
          : json(res, 404, { message: 'unknown query key' }),
    });
    const api = connect(service);
    expect(await api.call('lookup.ports', { params: { cityName: 'barcelona' } })).toEqual([port]);
    await api.call('lookup.ports', { params: { cityName: 'barcelona' } });
    expect(service.seen.filter((r) => r.url.startsWith('/v1/maritime/ports')).map((r) => r.url)).toEqual([
      '/v1/maritime/ports?cityName=barcelona',
      '/v1/maritime/ports?CityName=barcelona',
      '/v1/maritime/ports?CityName=barcelona',
    ]);
  });

  it("keeps the table's form once it has answered, so a later 404 is a real not-found", async () => {
    service = await startFakeService({
      'GET /v1/tracking/shipment/FR1/messages': (_, res) => json(res, 200, [message]),
      'GET /v1/tracking/shipment/FR2/messages': (_, res) => json(res, 404, { message: 'Shipment FR2 not found' }),
    });
    const api = connect(service);
    await api.call('tracking.messages', { params: { shipmentCode: 'FR1' } });
    const error = await apiFailure(api.call('tracking.messages', { params: { shipmentCode: 'FR2' } }));
    expect(error.kind).toBe('not-found');
    expect(error.message).toContain('Shipment FR2 not found');
    expect(service.hits('/v1/tracking/shipment/FR2/detail')).toHaveLength(0);
  });

  it('never sends a POST to another address after a 404', async () => {
    service = await startFakeService({
      'POST /v1/documents/shipment/s-1/upload': (_, res) => json(res, 200, { success: true, message: '' }),
    });
    const api = connect(service);
    const error = await apiFailure(
      api.call('documents.upload', {
        body: {
          shipmentId: 's-1',
          documentTemplateId: null,
          documentName: 'Invoice',
          file: 'JVBERi0xLjQK',
          extension: 'pdf',
          observations: null,
        },
      }),
    );
    expect(error.kind).toBe('not-found');
    expect(service.hits('/v1/documents/shipment/s-1/upload')).toHaveLength(0);
  });
});

describe('what goes on the wire', () => {
  it('sends the bearer token and JSON content type with a body, and no content type without one', async () => {
    service = await startFakeService({
      'POST /v1/tariff': (_, res) => json(res, 200, []),
      'GET /v1/maritime/containers': (_, res) => json(res, 200, []),
    });
    const api = connect(service);
    await api.call('tariffs.report', { body: { contractNumber: 'C-1', fromDate: '2024-01-01T00:00:00Z' } });
    await api.call('lookup.containers', {});
    const [report] = service.hits('/v1/tariff');
    expect(report?.headers['content-type']).toBe('application/json');
    expect(report?.headers.authorization).toBe(`Bearer ${FAKE_TOKEN}`);
    expect(JSON.parse(report?.body ?? '')).toMatchObject({ contractNumber: 'C-1' });
    const [containers] = service.hits('/v1/maritime/containers');
    expect(containers?.headers['content-type']).toBeUndefined();
    // One token for both calls.
    expect(service.hits('/v1/auth/token')).toHaveLength(1);
  });

  it('never puts the key, the secret or the token in a log line or an error', async () => {
    service = await startFakeService({
      'GET /v1/maritime/containers': (_, res) => json(res, 500, { message: 'boom' }),
    });
    const lines: unknown[] = [];
    const logger = {
      debug: (m: string, f?: object) => lines.push([m, f]),
      warn: (m: string, f?: object) => lines.push([m, f]),
    };
    const api = connect(service, { logger, retry: { attempts: 1 } });
    const error = await apiFailure(api.call('lookup.containers', {}));
    expect(error.kind).toBe('server');
    const text = JSON.stringify(lines) + JSON.stringify(error) + error.message + String(error.stack);
    expect(lines.length).toBeGreaterThan(2);
    expect(text).toContain('[redacted]');
    for (const secret of [FAKE_KEY, FAKE_SECRET, FAKE_TOKEN]) expect(text).not.toContain(secret);
  });
});

describe('params an address cannot carry', () => {
  it('a broken character or a NUL in a path or query param is refused before anything is sent, naming it', async () => {
    service = await startFakeService({});
    const api = connect(service);
    const inPath = await apiFailure(api.call('tracking.detail', { params: { shipmentId: 'ab\uD800' } }));
    expect(inPath.kind).toBe('invalid-request');
    expect(inPath.message).toMatch(/Shipment id: .*(surrogate|broken character)/);
    const inQuery = await apiFailure(api.call('lookup.ports', { params: { cityName: 'Bar\u0000celona' } }));
    expect(inQuery.message).toMatch(/City: .*NUL/);
    const saved = await apiFailure(
      api.fetchToFile('tracking.messages', path.join(tmpdir(), 'fd-never-written.json'), {
        params: { shipmentCode: '\uDC00' },
      }),
    );
    expect(saved.kind).toBe('invalid-request');
    expect(service.seen.filter((r) => !r.url.startsWith('/v1/auth/token'))).toEqual([]);
  });
});

describe('answers the client refuses', () => {
  it('stops reading an answer larger than the size limit (bad-response)', async () => {
    const big = Array.from({ length: 2000 }, (_, i) => ({ ...port, unLocCode: `X${i}` }));
    service = await startFakeService({ 'GET /v1/maritime/ports': (_, res) => json(res, 200, big) });
    const api = connect(service, { maxResponseBytes: 10_000 });
    const error = await apiFailure(api.call('lookup.ports', { params: { cityName: 'x' } }));
    expect(error.kind).toBe('bad-response');
    expect(error.message).toMatch(/larger than/);
  });

  it('stops reading a chunked answer without a length once it passes the limit', async () => {
    service = await startFakeService({
      'GET /v1/maritime/ports': (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        for (let i = 0; i < 500; i++) res.write(`${JSON.stringify(port)},`);
        res.end(`${JSON.stringify(port)}]`);
      },
    });
    const api = connect(service, { maxResponseBytes: 4_096 });
    expect((await apiFailure(api.call('lookup.ports', { params: { cityName: 'x' } }))).kind).toBe('bad-response');
  });

  it('saves a large answer to a file as it arrives, within its own limit, and a non-2xx answer is read as usual', async () => {
    const items = Array.from({ length: 3_000 }, (_, i) => ({ ...port, unLocCode: `X${i}` }));
    let status = 200;
    service = await startFakeService({
      'GET /v1/maritime/ports': (_, res) => {
        if (status !== 200) return json(res, status, { message: 'Not today' });
        res.writeHead(200, { 'content-type': 'application/json' });
        for (const item of items) res.write(`${JSON.stringify(item)}\n`);
        res.end();
      },
    });
    const folder = mkdtempSync(path.join(tmpdir(), 'fd-saved-answer-'));
    try {
      const file = path.join(folder, 'answer.json');
      const saved = await connect(service).fetchToFile('lookup.ports', file, { params: { cityName: 'x' } });
      const sent = items.map((item) => `${JSON.stringify(item)}\n`).join('');
      expect(saved).toMatchObject({ file, status: 200, bytes: Buffer.byteLength(sent) });
      expect(readFileSync(file, 'utf8')).toBe(sent);

      const tooLarge = await apiFailure(
        connect(service, { maxResponseBytes: 10_000 }).fetchToFile('lookup.ports', file, { params: { cityName: 'x' } }),
      );
      expect(tooLarge).toMatchObject({ kind: 'bad-response', message: expect.stringMatching(/larger than/) });

      status = 403;
      const refusedAnswer = await apiFailure(
        connect(service).fetchToFile('lookup.ports', file, { params: { cityName: 'x' } }),
      );
      expect(refusedAnswer.status).toBe(403);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a disk that refuses the saved answer is said as the disk’s refusal, not retried as a network failure', async () => {
    let asked = 0;
    service = await startFakeService({
      'GET /v1/maritime/ports': (_, res) => {
        asked += 1;
        json(res, 200, [port]);
      },
    });
    const error = await connect(service)
      .fetchToFile('lookup.ports', path.join(tmpdir(), 'fd-no-such-folder', 'nested', 'answer.json'), {
        params: { cityName: 'x' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerNotSavedError);
    expect((error as AnswerNotSavedError).cause).toMatchObject({ code: 'ENOENT' });
    expect(asked).toBe(1);
  });

  it('names the JSON path of a field that does not fit the schema', async () => {
    service = await startFakeService({
      'GET /v1/maritime/ports': (_, res) => json(res, 200, [port, { ...port, unLocCode: 42 }]),
    });
    const error = await apiFailure(connect(service).call('lookup.ports', { params: { cityName: 'x' } }));
    expect(error.kind).toBe('bad-response');
    expect(error.operationId).toBe('lookup.ports');
    expect(error.details?.problems?.[0]?.path).toBe('$[1].unLocCode');
    expect(error.message).toContain('$[1].unLocCode');
  });

  it('turns 200 with success false into refused, with the service message', async () => {
    service = await startFakeService({
      'POST /v1/quotes/boxes/r-1': (_, res) =>
        json(res, 200, { shipmentId: null, success: false, message: 'The rate has expired' }),
    });
    const error = await apiFailure(connect(service).call('quotes.save', { params: { type: 'boxes', rateId: 'r-1' } }));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('The rate has expired');
  });

  it('honours an HTTP-date Retry-After on a read, then succeeds', async () => {
    // The client's clock at a whole second (HTTP dates have no fraction); the service asks for 2 s later by date.
    const second = Math.floor(TEST_NOW / 1000) * 1000;
    const clock = new ManualClock(second);
    let calls = 0;
    service = await startFakeService({
      'GET /v1/maritime/containers': (_, res) => {
        calls += 1;
        if (calls === 1) json(res, 503, { message: 'busy' }, { 'retry-after': new Date(second + 2_000).toUTCString() });
        else json(res, 200, []);
      },
    });
    const api = connect(service, { retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 1 }, clock });
    expect(await api.call('lookup.containers', {})).toEqual([]);
    expect(calls).toBe(2);
    // The backoff alone is at most 1 ms: the wait is the date's.
    expect(clock.waits).toEqual([2_000]);
  });
});
