import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The sandbox's loopback port, listening before its HTTP app exists.
 *
 * Why: the app needs the sandbox's address at once (the Sandbox profile's
 * base URL is in the first answers the window asks for), but building the
 * app means loading fastify and its compilers (about 200 files, a third of
 * the core's cold start) and registering every route. Holding the port with
 * Node's own http server (no package) gives the address in a millisecond;
 * fastify is loaded later (index.ts), and a request that comes before waits
 * here, then is handed over as if it had just arrived.
 */
export interface HeldPort {
  readonly server: Server;
  readonly port: number;
  /** fastify's request handler, which its serverFactory receives while the app is being built. */
  attach(handler: RequestListener): void;
  /** The app is ready: from now on every request, and those that waited, go to the attached handler. */
  open(): void;
  /** The app could not be built: requests that waited, and later ones, get a 503 saying why. */
  fail(reason: string): void;
  /** Stops listening and ends open connections (the server was never fastify's to close: it did not listen). */
  close(): Promise<void>;
}

/**
 * Listens on host:port (0: a free one). `onFirstWaiting` runs when a request
 * arrives before `open`: whoever holds the port then builds the app at once
 * instead of at its planned moment.
 */
export async function holdPort(host: string, port: number, onFirstWaiting: () => void): Promise<HeldPort> {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let attached: RequestListener | null = null;
  /** Set by open(): fastify's handler before then would route into an app not ready yet. */
  let handler: RequestListener | null = null;
  let failure: string | null = null;
  const refuse = (response: ServerResponse, reason: string) => {
    response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
    // The sandbox's one error body (errors.ts), written here without its module: this file loads before any of them.
    const message = `the sandbox could not start: ${reason}`;
    response.end(JSON.stringify({ status: 503, error: 'unavailable', message, errors: [] }));
  };
  const server = createServer((request, response) => {
    if (handler) return void handler(request, response);
    if (failure !== null) return refuse(response, failure);
    waiting.push([request, response]);
    if (waiting.length === 1) onFirstWaiting();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    attach(next) {
      attached = next;
    },
    open() {
      if (!attached) throw new Error('nothing to open the sandbox port to: no handler was attached');
      const next = attached;
      handler = next;
      for (const [request, response] of waiting.splice(0)) void next(request, response);
    },
    fail(reason) {
      failure = reason;
      for (const [, response] of waiting.splice(0)) refuse(response, reason);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
