import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FreightClient } from '@main/api';
import { changesState, whereToCheck } from '@shared/api/operation';
import { operationIds, operations, type OperationId } from '@shared/api/operations';
import { fixture } from '../contract/fixtures';
import { apiFailure } from './helpers/api-failure';
import { FAKE_KEY, FAKE_SECRET, json, startFakeService, type FakeService, type Route } from './helpers/fake-service';

/*
 * Every operation of the table that changes something at the service, against
 * every kind of answer that comes after the request may have been carried
 * out. None of them may read as "not made": the error says the outcome is
 * unknown, where to check, and the client never sends the change twice.
 */

const writeIds = operationIds.filter((id) => changesState(operations[id]));

/** A valid call of each state-changing operation (the client checks params and body before it sends). */
const samples: Readonly<Record<string, { params?: unknown; body?: unknown }>> = {
  'quotes.save': { params: { type: 'boxes', rateId: 'r-1' } },
  'quotes.delete': { params: { type: 'sea/fcl', quoteId: 'q-1' } },
  'booking.boxes': { body: fixture('requests/booking-boxes.json') },
  'booking.pallets': { body: fixture('requests/booking-boxes.json') },
  'booking.sea-fcl': { body: fixture('requests/booking-sea-fcl.json') },
  'booking.sea-lcl': { body: fixture('requests/booking-sea-lcl.json') },
  'tracking.switch': { params: { shipmentId: 's-1', status: false } },
  'documents.upload': { body: fixture('requests/document-upload.json') },
  'tariffs.upload': { body: fixture('requests/tariff-upload.json') },
};

/** Every field of an answer turned into an object: no operation's answer schema takes it. */
const WRONG_SHAPE = { success: { unexpected: true }, shipmentId: { unexpected: 's-1' }, message: ['OK'] };
const MAX_RESPONSE_BYTES = 4_096;
const HEADERS_TIMEOUT_MS = 300;

interface Answer {
  readonly name: string;
  readonly route: Route;
  /** Whether this answer leaves a change's outcome unknown (else it proves nothing was done). */
  readonly unknown: boolean;
}

const cutJson = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"success":true,"shipmentId":"5f1c3a2e-0000-4000-8000-00000000');
};

/** What a gateway in front of the service sends when the service behind it failed. */
const proxyPage = (res: ServerResponse, status: 502 | 503) => {
  res.writeHead(status, { 'content-type': 'text/html' });
  res.end(
    `<html><head><title>${status}</title></head><body><center><h1>${status}</h1></center><hr><center>nginx</center></body></html>`,
  );
};

const answers: readonly Answer[] = [
  { name: 'a 200 whose JSON is cut off', route: (_, res) => cutJson(res), unknown: true },
  { name: 'a 200 of the wrong shape', route: (_, res) => json(res, 200, WRONG_SHAPE), unknown: true },
  {
    name: 'a 200 larger than the client reads (declared length)',
    route: (_, res) => json(res, 200, { success: true, padding: 'x'.repeat(MAX_RESPONSE_BYTES * 2) }),
    unknown: true,
  },
  {
    name: 'a 200 larger than the client reads (chunked)',
    route: (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,"padding":"');
      for (let i = 0; i < 8; i++) res.write('x'.repeat(1024));
      res.end('"}');
    },
    unknown: true,
  },
  {
    name: 'a connection dropped after the request was read',
    route: (_, res) => res.socket?.destroy(),
    unknown: true,
  },
  { name: 'no answer within the timeout', route: () => undefined, unknown: true },
  {
    name: 'a connection reset after the request was read',
    route: (_, res) => res.socket?.resetAndDestroy(),
    unknown: true,
  },
  { name: 'HTTP 500', route: (_, res) => json(res, 500, { message: 'internal error' }), unknown: true },
  { name: 'HTTP 502', route: (_, res) => json(res, 502, { message: 'bad gateway' }), unknown: true },
  { name: 'HTTP 504', route: (_, res) => json(res, 504, { message: 'gateway timeout' }), unknown: true },
  // A service that made the booking and then failed answers just this.
  { name: 'HTTP 503 without Retry-After', route: (_, res) => json(res, 503, { message: 'busy' }), unknown: true },
  { name: "a proxy's HTML page with HTTP 502", route: (_, res) => proxyPage(res, 502), unknown: true },
  { name: "a proxy's HTML page with HTTP 503", route: (_, res) => proxyPage(res, 503), unknown: true },
  {
    name: 'HTTP 503 with Retry-After (not taking requests)',
    route: (_, res) => json(res, 503, { message: 'maintenance' }, { 'retry-after': '120' }),
    unknown: false,
  },
  { name: 'HTTP 400 (refused)', route: (_, res) => json(res, 400, { message: 'bad request' }), unknown: false },
  { name: 'HTTP 429 (refused)', route: (_, res) => json(res, 429, { message: 'slow down' }), unknown: false },
];

let service: FakeService;
let client: FreightClient;
let answer: Route = (_, res) => json(res, 500, {});

beforeAll(async () => {
  service = await startFakeService({ '*': (request, res) => answer(request, res) });
  client = new FreightClient({
    baseUrl: service.baseUrl,
    getCredentials: async () => ({ apiKey: FAKE_KEY, apiSecret: FAKE_SECRET }),
    maxResponseBytes: MAX_RESPONSE_BYTES,
    timeouts: { headersMs: HEADERS_TIMEOUT_MS },
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
  });
  await client.signIn();
});
afterAll(async () => {
  await client.close();
  await service.close();
});
beforeEach(() => {
  service.seen.length = 0;
});

/** Requests of the operation itself (not the token) the service received. */
const callsSeen = () => service.seen.filter((r) => !r.url.startsWith('/v1/auth/token')).length;

describe('the table says which operations change state', () => {
  it('every POST and DELETE declares whether it changes something', () => {
    const undeclared = operationIds.filter((id) => operations[id].method !== 'GET' && !('changes' in operations[id]));
    expect(undeclared).toEqual([]);
  });

  it('a sample call exists here for every state-changing operation of the table', () => {
    expect(Object.keys(samples).sort()).toEqual([...writeIds].sort());
  });

  it('the wrongly shaped answer is refused by every state-changing operation', () => {
    for (const id of writeIds) expect(operations[id].response.safeParse(WRONG_SHAPE).success, id).toBe(false);
  });
});

describe.each(writeIds)('%s', (id: OperationId) => {
  const check = whereToCheck(operations[id]) as string;

  it.each(answers)('$name', async ({ route, unknown }) => {
    answer = route;
    const error = await apiFailure(client.call(id, samples[id] as never));
    expect(callsSeen()).toBe(1);
    if (unknown) {
      expect(error.details?.outcomeUnknown).toBe(true);
      expect(error.message).toContain(`check ${check} before trying again`);
      // "Try again" is what a failure that did nothing says; this one may have done it.
      expect(error.message).not.toMatch(/\bTry again\b/);
    } else {
      expect(error.details?.outcomeUnknown).toBeUndefined();
      expect(error.message).not.toMatch(/may or may not/);
    }
  });
});

describe('reads are never "outcome unknown"', () => {
  it('a cut-off answer to the tariff report (a POST that only reads) is a plain bad answer', async () => {
    answer = (_, res) => cutJson(res);
    const error = await apiFailure(client.call('tariffs.report', { body: fixture('requests/tariff-report.json') }));
    expect(error.kind).toBe('bad-response');
    expect(error.details?.outcomeUnknown).toBeUndefined();
    expect(error.message).toMatch(/Try again/);
  });
});
