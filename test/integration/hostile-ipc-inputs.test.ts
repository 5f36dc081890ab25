import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppCore } from '@main/app-core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';
import { openAppLog } from '@main/log/app-log';
import { startHarnessServer, type RunningHarness } from '@harness/server';
import { channelNames, type ChannelName } from '@shared/ipc/contract';
import { MAX_INPUT_TEXT } from '@shared/ipc/input-bounds';
import type { IpcResult } from '@shared/ipc/result';
import { memoryKeychain } from '../helpers/memory-keychain';
import { seededRandom } from '../helpers/synthetic-shipments';
import { TEST_NOW } from '../helpers/test-clock';
import { bookingBody, boxRatingBody } from './helpers/flows';

/*
 * Hostile input on every channel of the contract, as a broken or hostile
 * renderer could send it: through the router as Electron's IPC hands it over
 * (core.invoke) and through the web harness's HTTP door. Whatever arrives, the
 * answer is never 'internal', nothing reaches stderr, no call throws, and the
 * log holds one entry per line: no value writes a line of its own.
 *
 * Deterministic: the cases come from one seeded generator, so a failure names
 * a case that fails again on the next run.
 */

const SEED = 0x25_04;

const bytes = (text: string) => new TextEncoder().encode(text);
const pdf = () => ({ fileName: 'terms.pdf', content: bytes('%PDF-1.4\n% fuzz\n') });
const GUID = '5f1c3a2e-0000-4000-8000-000000000001';

/**
 * A plausible input of every channel: each case replaces one part of it, so
 * the rest passes and the hostile part travels as far as the app lets it.
 * Typed by the channel names, so a new channel fails here until it has one.
 */
const plausible: Record<ChannelName, unknown> = {
  'profiles.list': undefined,
  'profiles.get': { id: 'sandbox' },
  'profiles.save': {
    name: 'Fuzz desk',
    baseUrl: 'http://127.0.0.1:9/v1',
    apiKey: 'fuzz-key',
    apiSecret: 'fuzz-secret',
  },
  'profiles.remove': { id: 'no-such-profile' },
  'profiles.activate': { id: 'no-such-profile' },
  'profiles.setAsideFiles': undefined,
  'session.status': undefined,
  'session.signIn': undefined,
  'session.signOut': undefined,
  'rating.rate': { mode: 'boxes', request: boxRatingBody() },
  'rating.details': { rateId: GUID },
  'rating.pdf': { rateId: GUID, locale: 'en-GB' },
  'quotes.list': undefined,
  'quotes.save': { type: 'boxes', rateId: GUID },
  'quotes.delete': { type: 'sea/fcl', quoteId: GUID },
  'quotes.pdf': { quoteId: GUID, locale: 'en-GB' },
  'quotes.priced': undefined,
  'quotes.report': { format: 'csv', kind: 'customers', from: '2026-11-01', to: '2026-11-30' },
  'booking.book': { mode: 'boxes', request: bookingBody(GUID) },
  'booking.pickupTimes': { shipmentId: GUID },
  'tracking.shipments': { search: 'BCN', limit: 20, filters: { Origin: 'Barcelona' } },
  'tracking.detail': { shipmentId: GUID },
  'tracking.messages': { shipmentCode: 'FR00061D' },
  'tracking.switch': { shipmentId: GUID, enabled: false },
  'tracking.export': { format: 'csv', search: 'BCN' },
  'documents.list': { shipmentId: GUID },
  'documents.upload': { ...pdf(), shipmentId: GUID, documentTemplateId: GUID, documentName: 'Label' },
  'documents.download': { documentId: GUID, shipmentCode: 'FR00061D' },
  'tariffs.upload': { contractReference: 'FUZZ-1', carrierSCAC: 'MSCU', comments: ['a'], files: [pdf()] },
  'tariffs.report': { contractNumber: 'FUZZ-1', fromDate: '2026-01-01' },
  'lookups.containers': undefined,
  'lookups.ports': { cityName: 'Barcelona' },
  'lookups.postalCodes': { countryCode: 'ES', loc: 'Barcelona' },
  'lookups.palletTypes': undefined,
  'lookups.airports': { nameCityIata: 'Barcelona' },
  'files.save': { fileName: 'rates.csv', contentBase64: 'YSxiCg==' },
  'app.openExternal': { url: 'https://example.com/track' },
  'app.showLogs': undefined,
  'app.setScreens': { screens: [{ id: 'today', label: 'Today' }] },
  'app.language': { browserLanguages: ['es-ES'] },
  'sync.status': undefined,
  'sync.start': undefined,
  'sync.cancel': undefined,
  'settings.get': undefined,
  'settings.save': { companyName: 'Fuzz Freight', notifications: { delivered: true } },
  'settings.logo': undefined,
  'settings.saveLogo': { fileName: 'logo.png', content: bytes('not a png') },
  'settings.removeLogo': undefined,
  'drafts.get': { formKey: 'booking/boxes' },
  'drafts.save': { formKey: 'rating/boxes', value: { origin: { city: 'Barcelona' } } },
  'drafts.remove': { formKey: 'rating/boxes' },
  'drafts.list': { prefix: 'booking/' },
  'today.overview': undefined,
  'today.freeTime': undefined,
  'today.shipmentFreeTime': { shipmentId: GUID },
  'today.enterFreeTimeStop': { shipmentId: GUID, event: 'empty-return', at: '2026-11-22T15:00' },
  'today.markSeen': { seenAt: '2026-11-23T10:00:00Z' },
  'pricing.customers': { search: 'acme' },
  'pricing.saveCustomer': { name: 'Fuzz Imports', contact: 'ops@fuzz.example', defaultMarginBp: 1200 },
  'pricing.deleteCustomer': { id: 999 },
  'pricing.importCustomers': { csv: 'name,default margin %\nFuzz Co,12.5\n' },
  'pricing.rules': undefined,
  'pricing.saveRule': {
    name: 'Fuzz rule',
    scope: { mode: 'sea-fcl' },
    percentBp: 1200,
    currency: 'EUR',
    minimum: 2500,
  },
  'pricing.deleteRule': { id: 999 },
  'pricing.sells': undefined,
};

/** The start of a log entry a hostile text tries to write as a line of its own. */
const FORGED = '[2020-01-01 00:00:00.000] [error] FORGED';

/** Deeper than any stack walks: the depth of the issue's report and beyond. */
const deepArray = (depth: number, bottom: unknown = 1): unknown => {
  let value = bottom;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** A hostile value: made by the generator, sent as it is through the router and as JSON through HTTP. */
type Hostile = (random: () => number) => unknown;

const hostiles: Readonly<Record<string, Hostile>> = {
  'deep array': (r) => deepArray(6_000 + Math.floor(r() * 4_000)),
  'deep object': (r) => deepObject(6_000 + Math.floor(r() * 4_000)),
  // A tagged value of the harness's wire at the bottom: the decoding walks what holds a tag.
  'deep array around bytes': (r) => deepArray(6_000 + Math.floor(r() * 2_000), new Uint8Array([1, 2, 3])),
  'huge string': (r) => 'x'.repeat(200_000 + Math.floor(r() * 1_000_000)),
  'huge array': (r) => new Array(60_000 + Math.floor(r() * 40_000)).fill('a'),
  'lone high surrogate': (r) => `id-${'\uD83D'}${Math.floor(r() * 100)}`,
  'lone low surrogate': () => '\uDE00',
  'NUL character': (r) => `BCN${'\u0000'.repeat(1 + Math.floor(r() * 3))}x`,
  'line feed': () => `abc\n${FORGED} by a line feed`,
  'carriage return': () => `abc\r${FORGED} by a carriage return`,
  'line separator': () => `abc\u2028${FORGED} by U+2028`,
  'next line (C1)': () => `abc\u0085${FORGED} by U+0085`,
  'ANSI escape': () => `\u001b[2K\u001b[1G${FORGED} by an ANSI escape`,
  'prototype key': () =>
    JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}'),
  'a number': (r) => r() * 1e308,
  'a boolean': () => true,
  null: () => null,
  'an empty object': () => ({}),
  'an empty array': () => [],
  'an empty string': () => '',
};

/** Text beyond what one input may hold, made once: a body this large never passes the harness's door (413). */
const beyondTheTextLimit = 'x'.repeat(MAX_INPUT_TEXT + 1);

/** What Electron's structured clone carries and JSON cannot: sent through the router only. */
const cloneOnly: Readonly<Record<string, Hostile>> = {
  'a bigint': (r) => BigInt(Math.floor(r() * 1e9)) ** 3n,
  'a Map': () => new Map([['__proto__', { polluted: 'yes' }]]),
  'a date': () => new Date(Number.NaN),
  'text beyond the input limit': () => beyondTheTextLimit,
};

/** Every place of a plausible input a hostile value can take: the whole input, and each part of it. */
function placesOf(value: unknown, at: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  const places = [at];
  if (Array.isArray(value)) value.forEach((item, i) => places.push(...placesOf(item, [...at, i])));
  else if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [key, inner] of Object.entries(value)) places.push(...placesOf(inner, [...at, key]));
  }
  return places;
}

/** A copy of `value` with `replacement` at `at` (bytes are kept, not copied). */
function replaced(value: unknown, at: readonly (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, replacement) };
}

interface Case {
  readonly channel: ChannelName;
  readonly name: string;
  readonly input: unknown;
  /** Whether JSON can carry it (the harness's door); else only Electron's structured clone can. */
  readonly overJson: boolean;
}

/**
 * Every hostile kind at every place of every channel's input, but for the two
 * large forms (a rating, a booking), where a seeded sample of places stands
 * in for each kind, so the run stays short while each place is hit over time.
 */
function cases(): Case[] {
  const random = seededRandom(SEED);
  const out: Case[] = [];
  for (const channel of channelNames) {
    const base = plausible[channel];
    const places = placesOf(base);
    const kinds = [
      ...Object.entries(hostiles).map(([kind, make]) => ({ kind, make, overJson: true })),
      ...Object.entries(cloneOnly).map(([kind, make]) => ({ kind, make, overJson: false })),
    ];
    for (const { kind, make, overJson } of kinds) {
      // The index is below the length: the assertion only says so to the type check.
      const somePlace = () => places[Math.floor(random() * places.length)]!;
      const chosen = places.length > 12 ? [[], ...Array.from({ length: 4 }, somePlace)] : places;
      for (const at of chosen) {
        out.push({
          channel,
          name: `${kind} at ${at.length ? at.join('.') : 'the input'}`,
          input: replaced(base, at, make(random)),
          overJson,
        });
      }
    }
  }
  return out;
}

/** Bytes as the harness's wire tags them in a call's JSON. */
const bytesTag = (bytes: Uint8Array) => ({ $harness: 'bytes', base64: Buffer.from(bytes).toString('base64') });

/** The JSON of a call, bytes tagged as the browser bridge sends them: JSON.stringify, or a loop where it runs out of stack. */
function wireText(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Uint8Array ? bytesTag(inner) : inner));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return deepWireText(value);
  }
}

/** JSON of any depth, written by a loop over a stack of what is left to write. */
function deepWireText(value: unknown): string {
  const parts: string[] = [];
  // What is left to write, last first: values, and the punctuation between them as plain text.
  const stack: Array<{ readonly text: string } | { readonly value: unknown }> = [{ value }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if ('text' in next) {
      parts.push(next.text);
      continue;
    }
    const item = next.value;
    if (item instanceof Uint8Array) {
      parts.push(JSON.stringify(bytesTag(item)));
    } else if (item !== null && typeof item === 'object') {
      const entries: Array<[string | null, unknown]> = Array.isArray(item)
        ? item.map((entry) => [null, entry])
        : Object.entries(item);
      parts.push(Array.isArray(item) ? '[' : '{');
      stack.push({ text: Array.isArray(item) ? ']' : '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        // The index is inside the list: the cast only says so to the type check.
        const [key, entry] = entries[i] as [string | null, unknown];
        stack.push({ value: entry });
        stack.push({ text: `${i > 0 ? ',' : ''}${key === null ? '' : `${JSON.stringify(key)}:`}` });
      }
    } else parts.push(item === undefined ? 'null' : JSON.stringify(item));
  }
  return parts.join('');
}

function post(port: number, secret: string, channel: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/__harness/invoke/${channel}`,
        headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'x-harness-secret': secret },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let workDir: string;
let core: AppCore;
let harness: RunningHarness;
const stderr: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'fd-hostile-'));
  const rendererDir = path.join(workDir, 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>FD</title>');
  // Everything this process writes to stderr from here on: a stack there is a failure.
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    stderr.push(String(chunk));
    return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void stderr.push(args.map(String).join(' ')));
  core = await createAppCoreAtTestMoment({
    dataDir: path.join(workDir, 'data'),
    keychain: memoryKeychain(),
    // Every request line too (debug), and room for all of it: no entry of the run rotates away unread.
    log: openAppLog({
      folder: path.join(workDir, 'logs'),
      fileName: 'main.log',
      level: 'debug',
      maxBytes: 256 * 1024 * 1024,
    }),
    desktop: {
      // Nothing is written: what matters is that the call got this far.
      saveFile: async ({ suggestedName }) => ({ saved: true, path: path.join(workDir, 'saved', suggestedName) }),
      openExternal: async () => undefined,
      showFolder: async () => false,
      notify: () => false,
      showScreens: () => false,
      showTheme: () => false,
      systemLanguages: () => [],
      showLanguage: () => false,
    },
    sandbox: { clockStartAt: TEST_NOW, demoHistory: false },
  });
  harness = await startHarnessServer({ core, rendererDir, bridgeScript: '', port: 0 });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await harness?.close();
  await core?.close();
  await rm(workDir, { recursive: true, force: true });
});

const all = cases();

describe('hostile input on every channel', () => {
  it('covers every channel of the contract', () => {
    expect(new Set(all.map((c) => c.channel))).toEqual(new Set(channelNames));
  });

  it('through the router: never internal, never a throw', async () => {
    const internal: string[] = [];
    for (const { channel, name, input } of all) {
      let result: IpcResult<unknown>;
      try {
        result = await core.invoke(channel, input);
      } catch (error) {
        internal.push(`${channel} (${name}): threw ${String(error)}`);
        continue;
      }
      if (!result.ok && result.error.code === 'internal')
        internal.push(`${channel} (${name}): ${result.error.message}`);
    }
    expect(internal).toEqual([]);
  }, 300_000);

  it('through the harness over HTTP: every call answered 200 with a result that is not internal', async () => {
    const wrong: string[] = [];
    for (const { channel, name, input } of all.filter((c) => c.overJson)) {
      const answer = await post(harness.port, harness.secret, channel, wireText({ input }));
      const result = answer.status === 200 ? (JSON.parse(answer.body) as IpcResult<unknown>) : null;
      if (result === null) wrong.push(`${channel} (${name}): HTTP ${answer.status} ${answer.body.slice(0, 120)}`);
      else if (!result.ok && result.error.code === 'internal') wrong.push(`${channel} (${name}): internal`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a refused text says which field and why', async () => {
    const surrogate = await core.invoke('tracking.detail', { shipmentId: 'abc\uD800' });
    expect(surrogate).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(!surrogate.ok && surrogate.error.message).toMatch(/^Shipment id: .*(surrogate|broken character)/i);
    const nul = await core.invoke('tracking.shipments', { search: 'BCN\u0000' });
    expect(nul).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(!nul.ok && nul.error.message).toMatch(/^search: .*NUL/);
    const deep = await core.invoke('drafts.save', { formKey: 'rating/boxes', value: deepArray(7_000) });
    expect(deep).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(!deep.ok && deep.error.message).toMatch(/^value(\[0\])*: .*nested/i);
  });

  it('leaves nothing on stderr, no prototype polluted, and a log whose every line is its own entry', async () => {
    // A file name is quoted in its refusal: each way of breaking a line, once more, where the log is read after.
    const breaks = { LF: '\n', CR: '\r', 'U+2028': '\u2028', NEL: '\u0085', ESC: '\u001b[2K' };
    for (const [name, text] of Object.entries(breaks)) {
      const input = { ...(plausible['documents.upload'] as object), fileName: `quoted-${name}${text}${FORGED}.exe` };
      expect(await core.invoke('documents.upload', input)).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    expect(stderr.filter((text) => /\n\s+at /.test(text) || /Error/.test(text))).toEqual([]);
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    const logs = path.join(workDir, 'logs');
    const text = (await Promise.all((await readdir(logs)).map((f) => readFile(path.join(logs, f), 'utf8')))).join('\n');
    expect(text).toContain('failed (validation)');
    // No line break but the entries' own, no escape sequence a terminal would run.
    // eslint-disable-next-line no-control-regex -- the control characters are what must not be there
    expect(text.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g) ?? []).toEqual([]);
    const forged = text.split(/\r?\n/).filter((line) => line.replace(/^[\s'"+]*/, '').startsWith(FORGED));
    expect(forged).toEqual([]);
    // The quoted names are there, each on its entry's line, the break written out.
    expect(text).toContain(`quoted-LF\\n${FORGED}.exe: files of this type`);
    expect(text).toContain(`quoted-ESC\\u001b[2K${FORGED}.exe: files of this type`);
  });
});
