import { expect } from 'vitest';
import { operations, type OperationId } from '@shared/api/operations';
import type { RunningSandbox, SandboxOptions } from '@sandbox';
import { bookingBody } from '../helpers/booking-request';
import { startSandboxAtTestMoment } from '../helpers/sandbox-at-test-moment';
import { TEST_NOW } from '../helpers/test-clock';

export { bookingBody, contactOf } from '../helpers/booking-request';

/**
 * A JSON value of an answer. `any` on purpose: each test asserts the fields it
 * reads (and expectContract checks whole answers against the shared schemas),
 * so a type here would only repeat those assertions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** What a call answered: status, parsed JSON (undefined for an empty body), raw text and headers. */
export interface Reply<T = Json> {
  readonly status: number;
  readonly body: T;
  readonly text: string;
  readonly headers: Headers;
}

export interface Client {
  readonly token: string;
  get<T = Json>(path: string): Promise<Reply<T>>;
  post<T = Json>(path: string, body?: unknown): Promise<Reply<T>>;
  del<T = Json>(path: string): Promise<Reply<T>>;
}

export async function call(
  base: string,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Reply> {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text, headers: response.headers };
}

/** What a client needs of a sandbox: one in this process, or one in a child process. */
export type ReachableSandbox = Pick<RunningSandbox, 'baseUrl' | 'credentials'>;

export async function getToken(sb: ReachableSandbox, credentials = sb.credentials): Promise<string> {
  const r = await call(sb.baseUrl, 'POST', '/v1/auth/token', {
    headers: { 'X-API-Key': credentials.apiKey, 'Secret-API-Key': credentials.apiSecret },
  });
  expect(r.status).toBe(200);
  return r.body.access_token as string;
}

export async function clientFor(sb: ReachableSandbox, credentials = sb.credentials): Promise<Client> {
  const token = await getToken(sb, credentials);
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    get: (path) => call(sb.baseUrl, 'GET', path, { headers }),
    post: (path, body) => call(sb.baseUrl, 'POST', path, { headers, body }),
    del: (path) => call(sb.baseUrl, 'DELETE', path, { headers }),
  };
}

/** A sandbox whose clocks start at the tests' fixed moment (test/helpers/test-clock.ts), unless told. */
export function start(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandboxAtTestMoment(options);
}

/** The answer parses with the shared tolerant response schema the app uses: the sandbox speaks the contract. */
export function expectContract(id: OperationId, body: unknown): void {
  const parsed = operations[id].response.safeParse(body);
  if (!parsed.success)
    throw new Error(`${id} answer breaks the contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
}

/** The sandbox's one error body. */
export function expectErrorBody(r: Reply, status: number, field?: string): void {
  expect(r.status).toBe(status);
  expect(r.body).toMatchObject({
    status,
    error: expect.any(String),
    message: expect.any(String),
    errors: expect.any(Array),
  });
  if (field !== undefined) expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** `days` after the tests' moment, where start() puts the sandbox's clocks. */
const inDays = (days: number) => new Date(TEST_NOW + days * DAY).toISOString();

export function boxRating(overrides: Record<string, unknown> = {}) {
  return {
    origin: { postalCode: '28001', country: 'ES', city: 'Madrid', state: 'MD', street: null, coords: null },
    destination: { postalCode: '08001', country: 'ES', city: 'Barcelona', state: 'CT', street: null, coords: null },
    pickUpDate: inDays(1),
    goodsDescription: 'Books',
    goodsValue: 20000,
    insurance: false,
    customs: false,
    currency: 'EUR',
    dangerousCargo: false,
    boxes: [{ quantity: 2, length: 40, width: 30, height: 30, weight: 8, measurementUnit: 'CmKg' }],
    ...overrides,
  };
}

export function palletRating(overrides: Record<string, unknown> = {}) {
  const { boxes: _boxes, ...common } = boxRating();
  return {
    ...common,
    pallets: [
      {
        quantity: 1,
        length: 120,
        width: 80,
        height: 150,
        weight: 400,
        measurementUnit: 'CmKg',
        isStackable: true,
        palletType: 'Euro1',
      },
    ],
    ...overrides,
  };
}

export function fclRating(overrides: Record<string, unknown> = {}) {
  return {
    currency: 'EUR',
    customs: false,
    goodsDescription: 'Machine parts',
    goodsValue: 1_000_000,
    pickUpDate: inDays(3),
    insurance: false,
    containers: [
      {
        quantity: 1,
        weight: 12000,
        measurementUnit: 'CmKg',
        type: 'DRY20',
        isOwnedContainer: false,
        isReeferContainer: false,
        imoNumber: null,
      },
    ],
    originServiceType: 'CY',
    destinationServiceType: 'SD',
    origin: null,
    destination: { postalCode: '08001', country: 'ES', city: 'Barcelona', state: 'CT', street: null, coords: null },
    originUnLocCode: 'HKHKG',
    originRkstCode: 'HKHKG',
    destinationUnLocCode: 'ESBCN',
    destinationRkstCode: 'ESBCN',
    ...overrides,
  };
}

export function lclRating(overrides: Record<string, unknown> = {}) {
  const { containers: _c, ...rest } = fclRating();
  return {
    ...rest,
    originServiceType: 'SD',
    destinationServiceType: 'CY',
    cargos: [{ quantity: 2, weight: 500, measurementUnit: 'CmKg', CBM: 3 }],
    ...overrides,
  };
}

export function airRating(overrides: Record<string, unknown> = {}) {
  const { boxes: _boxes, dangerousCargo: _d, ...common } = boxRating();
  return {
    ...common,
    departureAirportCode: 'MAD',
    arrivalAirportCode: 'JFK',
    destination: { postalCode: '10001', country: 'US', city: 'New York', state: 'NY', street: null, coords: null },
    cargos: [
      {
        quantity: 3,
        length: 60,
        width: 40,
        height: 40,
        weight: 25,
        measurementUnit: 'CmKg',
        isStackable: true,
        isTiltable: false,
        isTopLoadable: true,
        chargeableWeight: null,
        weightType: 'TOTAL',
      },
    ],
    ...overrides,
  };
}

/** Rates with `body` and saves the cheapest rate: the saved quote's shipment id and the rate. */
export async function rateAndSave(c: Client, mode: 'boxes' | 'pallets' | 'sea/fcl' | 'sea/lcl' | 'air', body: unknown) {
  const rated = await c.post(`/v1/rates/${mode}`, body);
  expect(rated.status).toBe(200);
  const rate = rated.body.rates.find((r: { transitDays: number }) => r.transitDays !== -1) ?? rated.body.rates[0];
  const saved = await c.post(`/v1/quotes/${mode}/${rate.id}`);
  expect(saved.body.success).toBe(true);
  return { shipmentId: saved.body.shipmentId as string, rate, quote: rated.body };
}

/** A booked box shipment: its booking answer. */
export async function bookBoxes(c: Client, overrides: Record<string, unknown> = {}) {
  const { shipmentId } = await rateAndSave(c, 'boxes', boxRating(overrides));
  const booked = await c.post('/v1/Booking/boxes', bookingBody(shipmentId));
  expect(booked.status).toBe(200);
  return booked.body as {
    shipmentId: string;
    shipmentCode: string;
    trackingCode: string;
    externalTrackingUrl: string;
    bookingCode: string;
  };
}
