import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake service saw it. */
export interface SeenRequest {
  readonly method: string;
  /** Path and query, as sent. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type Route = (request: SeenRequest, response: ServerResponse) => void;

export interface FakeService {
  readonly baseUrl: string;
  readonly seen: SeenRequest[];
  /** Requests whose path (without query) is `path`. */
  hits(path: string): SeenRequest[];
  close(): Promise<void>;
}

export const FAKE_KEY = 'fake-key-1234';
export const FAKE_SECRET = 'fake-secret-5678';
export const FAKE_TOKEN = 'fake.jwt.token-abcdef';

export function json(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const text = value === undefined ? '' : JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface FakeServiceOptions {
  /** The key and secret its token endpoint accepts; default FAKE_KEY and FAKE_SECRET. */
  readonly credentials?: { readonly apiKey: string; readonly apiSecret: string };
}

/**
 * A minimal freight service on loopback (node:http): a token endpoint that
 * knows FAKE_KEY/FAKE_SECRET (or the given credentials), and the routes a test gives, keyed by
 * "METHOD /path" (query excluded), or '*' for any other request. Everything
 * else is 404. It exists to pin client behaviour the sandbox does not
 * exercise (only the spec's example forms of an address, oversized answers),
 * never to stand in for the sandbox.
 */
export async function startFakeService(
  routes: Record<string, Route>,
  options: FakeServiceOptions = {},
): Promise<FakeService> {
  const { apiKey, apiSecret } = options.credentials ?? { apiKey: FAKE_KEY, apiSecret: FAKE_SECRET };
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request: SeenRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      seen.push(request);
      const path = request.url.split('?')[0];
      if (request.method === 'POST' && path === '/v1/auth/token') {
        if (req.headers['x-api-key'] === apiKey && req.headers['secret-api-key'] === apiSecret) {
          return json(res, 200, { token_type: 'bearer', expires_in: 43200, access_token: FAKE_TOKEN });
        }
        return json(res, 401, { message: 'invalid credentials' });
      }
      const route = routes[`${request.method} ${path}`] ?? routes['*'];
      if (!route) return json(res, 404, { message: `no route ${request.method} ${path}` });
      if (req.headers.authorization !== `Bearer ${FAKE_TOKEN}`) return json(res, 401, { message: 'no token' });
      route(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    hits: (path) => seen.filter((r) => r.url.split('?')[0] === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
