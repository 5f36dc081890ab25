import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@shared/domain/upload-limits';
import { isChannelName } from '@shared/ipc/contract';
import { buildContentSecurityPolicy } from '@shared/security/content-security-policy';
import type { AppCore } from '@main/app-core';
import type { CoreChannels } from '@main/ipc/core-channels';
import { hostAllowed, newSecret, secretMatches, secretOf } from './guards';
import {
  assertRendererBuilt,
  injectBridgeScript,
  isImmutableAsset,
  lookupStatic,
  withTheme,
  type StaticLookup,
} from './static';
import { handleTestHook, type TestHookTarget } from './test-hooks';
import { decodeWire, encodeWire, WIRE_FRAME_JSON_HEADER, WIRE_FRAME_TYPE } from './wire-codec';

/** The Electron shell's production policy, so the browser blocks what Electron would. */
const CONTENT_SECURITY_POLICY = buildContentSecurityPolicy();

export interface HarnessServerOptions {
  /** The core; one without the theme (a test's stand-in) serves the page in the system's. */
  readonly core: CoreChannels & Partial<Pick<AppCore, 'theme'>>;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  /** The bundled browser bridge (bundleWebBridge()). */
  readonly bridgeScript: string;
  /** 0 = a random free port. */
  readonly port: number;
  /** Default: a fresh random secret. */
  readonly secret?: string;
  /** Enables /__harness/test/* (e2e only). */
  readonly testHooks?: TestHookTarget;
}

export interface RunningHarness {
  readonly port: number;
  readonly origin: string;
  /** The address to open: the origin with this run's secret. */
  readonly url: string;
  readonly secret: string;
  close(): Promise<void>;
}

/**
 * A call's body at most: an upload at the largest a file may be (its bytes
 * come unencoded, in a frame) and room for the rest of the call; small enough
 * that a runaway client cannot fill memory.
 */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
/** Keeps idle event streams alive through proxies and lets a dead client be noticed. */
const HEARTBEAT_MS = 15_000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const FORBIDDEN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Freight Desk web harness</title></head>
<body><h1>Forbidden</h1><p>Open the address that <code>npm run web</code> printed (it starts with http://127.0.0.1: and ends with ?secret=...).</p></body></html>
`;

/**
 * The web harness's HTTP server, on 127.0.0.1 only: the built renderer with
 * the browser bridge injected, the IPC contract as POST /__harness/invoke/*,
 * main's events as server-sent events, and (with test hooks) the sandbox's
 * fault, stats and clock controls. Everything under /__harness and the page
 * itself need the run's secret; every request must name this host and port.
 */
export async function startHarnessServer(options: HarnessServerOptions): Promise<RunningHarness> {
  await assertRendererBuilt(options.rendererDir);
  const secret = options.secret ?? newSecret();
  const run: HarnessRun = { options, secret, port: 0, eventStreams: new Set(), immutableFiles: new Map() };
  const server = createServer((request, response) => {
    handle(run, request, response).catch((error: unknown) => answerFailure(response, error));
  });
  run.port = await listenOnLoopback(server, options.port);
  const origin = `http://127.0.0.1:${run.port}`;
  return {
    port: run.port,
    origin,
    url: `${origin}/?secret=${secret}`,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        for (const stream of run.eventStreams) stream.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What each request of one harness run is served with. */
interface HarnessRun {
  readonly options: HarnessServerOptions;
  readonly secret: string;
  /** The port listened on (0 until it listens): every request must name it. */
  port: number;
  /** The open event streams, ended at close. */
  readonly eventStreams: Set<ServerResponse>;
  /** Built files named after their content, read once (isImmutableAsset). */
  readonly immutableFiles: Map<string, Extract<StaticLookup, { kind: 'file' }>>;
}

async function listenOnLoopback(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the harness exposes the whole app, keychain included.
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** A request that failed: its status and why, or the connection ended when the answer had begun. */
function answerFailure(response: ServerResponse, error: unknown): void {
  const status = error instanceof HttpError ? error.status : 500;
  if (status === 500) console.error('[harness] request failed:', error);
  const message = error instanceof HttpError ? error.message : 'Internal harness error';
  if (!response.headersSent) sendJson(response, status, { error: message });
  else response.destroy();
}

async function handle(run: HarnessRun, request: IncomingMessage, response: ServerResponse): Promise<void> {
  setCommonHeaders(response);
  if (!hostAllowed(request, run.port)) throw new HttpError(403, 'Forbidden host or origin');
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${run.port}`);
  const method = request.method ?? 'GET';

  if (url.pathname.startsWith('/__harness/')) {
    if (!secretMatches(run.secret, secretOf(request, url))) throw new HttpError(403, 'Missing or wrong harness secret');
    return handleHarness(run, request, response, url, method);
  }
  if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Method not allowed');
  if (url.pathname === '/' || url.pathname === '/index.html') return serveIndex(run, response, url, method);
  return serveStatic(run, response, url, method);
}

async function handleHarness(
  run: HarnessRun,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  method: string,
): Promise<void> {
  const { options } = run;
  const route = url.pathname.slice('/__harness/'.length);
  if (route === 'bridge.js' && method === 'GET') {
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    response.end(options.bridgeScript);
    return;
  }
  if (route === 'events' && method === 'GET') return openEventStream(run, response);
  if (route.startsWith('invoke/') && method === 'POST') {
    return callChannel(options.core, request, response, route.slice('invoke/'.length));
  }
  if (route.startsWith('test/') && options.testHooks) {
    return callTestHook(options.testHooks, request, response, { method, hook: route.slice('test/'.length), url });
  }
  throw new HttpError(404, `No harness route ${method} ${url.pathname}`);
}

async function callChannel(
  core: CoreChannels,
  request: IncomingMessage,
  response: ServerResponse,
  channel: string,
): Promise<void> {
  if (!isChannelName(channel)) throw new HttpError(404, `No channel ${channel}`);
  const body = await readCallBody(request);
  const input = body !== null && typeof body === 'object' ? (body as { input?: unknown }).input : undefined;
  sendJson(response, 200, await core.invoke(channel, input));
}

async function callTestHook(
  hooks: TestHookTarget,
  request: IncomingMessage,
  response: ServerResponse,
  { method, hook, url }: { method: string; hook: string; url: URL },
): Promise<void> {
  const body = method === 'POST' ? await readJsonBody(request) : undefined;
  const result = handleTestHook(hooks, { method, hook, query: url.searchParams, body });
  if (result.body === undefined) {
    response.writeHead(result.status);
    response.end();
  } else sendJson(response, result.status, result.body);
}

function openEventStream(run: HarnessRun, response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
  // `retry`: the browser reconnects after 1 s if the connection drops.
  response.write('retry: 1000\n: connected\n\n');
  run.eventStreams.add(response);
  const unsubscribe = run.options.core.onEvent((event, payload) => {
    response.write(`event: ${event}\ndata: ${encodeWire(payload)}\n\n`);
  });
  const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  // The response's 'close' (not the request's): it fires when the page goes away.
  response.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    run.eventStreams.delete(response);
  });
}

async function serveIndex(run: HarnessRun, response: ServerResponse, url: URL, method: string): Promise<void> {
  if (!secretMatches(run.secret, url.searchParams.get('secret'))) {
    response.writeHead(403, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    });
    response.end(method === 'HEAD' ? undefined : FORBIDDEN_PAGE);
    return;
  }
  const indexHtml = await readFile(path.join(run.options.rendererDir, 'index.html'), 'utf8');
  const html = withTheme(
    injectBridgeScript(indexHtml, `/__harness/bridge.js?secret=${run.secret}`),
    run.options.core.theme?.() ?? 'system',
  );
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  });
  response.end(method === 'HEAD' ? undefined : html);
}

async function serveStatic(run: HarnessRun, response: ServerResponse, url: URL, method: string): Promise<void> {
  const immutable = isImmutableAsset(url.pathname);
  const found =
    (immutable && run.immutableFiles.get(url.pathname)) || (await lookupStatic(run.options.rendererDir, url.pathname));
  if (found.kind === 'refused') throw new HttpError(403, 'Path outside the renderer');
  if (found.kind === 'not-found') throw new HttpError(404, 'Not found');
  if (immutable) run.immutableFiles.set(url.pathname, found);
  const headers: Record<string, string> = {
    'Content-Type': found.contentType,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (found.contentType.startsWith('text/html')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
  response.writeHead(200, headers);
  response.end(method === 'HEAD' ? undefined : found.body);
}

function setCommonHeaders(response: ServerResponse): void {
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  // The page URL carries the secret: never send it on in a Referer.
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  response.setHeader('X-Frame-Options', 'DENY');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(encodeWire(body));
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json')) throw new HttpError(415, 'Send application/json');
  return decodeJsonText((await readBodyBytes(request)).toString('utf8'));
}

/** A call: JSON (application/json), or a wire frame whose bytes follow its JSON unencoded (an upload). */
async function readCallBody(request: IncomingMessage): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith(WIRE_FRAME_TYPE)) return readJsonBody(request);
  const jsonBytes = Number(request.headers[WIRE_FRAME_JSON_HEADER]);
  const body = await readBodyBytes(request);
  if (!Number.isInteger(jsonBytes) || jsonBytes < 0 || jsonBytes > body.length) {
    throw new HttpError(400, `A wire frame needs ${WIRE_FRAME_JSON_HEADER}: the length of its JSON`);
  }
  try {
    return decodeWire(body.toString('utf8', 0, jsonBytes), body.subarray(jsonBytes));
  } catch {
    throw new HttpError(400, 'Request body is not a valid wire frame');
  }
}

function decodeJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return decodeWire(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/**
 * The body whole, within MAX_BODY_BYTES. With a Content-Length (what fetch
 * sends) it is copied once into a buffer of that size as it arrives, so an
 * upload is held once, not as its chunks and then their join.
 */
async function readBodyBytes(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
  const whole = Number.isInteger(declared) && declared >= 0 ? Buffer.allocUnsafe(declared) : null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    if (size + buffer.length > (whole?.length ?? MAX_BODY_BYTES)) throw new HttpError(413, 'Request body too large');
    if (whole) buffer.copy(whole, size);
    else chunks.push(buffer);
    size += buffer.length;
  }
  if (whole) return size === whole.length ? whole : whole.subarray(0, size);
  return Buffer.concat(chunks, size);
}
