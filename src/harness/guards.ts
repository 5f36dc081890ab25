import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The per-run secret: 32 random bytes, hex. Only the printed URL carries it. */
export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Constant-time comparison, so the secret cannot be guessed byte by byte from timings. */
export function secretMatches(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The secret a request carries: the X-Harness-Secret header (fetch), or the
 * `secret` query parameter where the browser cannot set headers (the page
 * itself, the bridge <script>, EventSource).
 */
export function secretOf(request: IncomingMessage, url: URL): string | null {
  const header = request.headers['x-harness-secret'];
  if (typeof header === 'string') return header;
  return url.searchParams.get('secret');
}

/** The origins this harness answers to: loopback by number or by name, on its own port. */
export function allowedHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/**
 * DNS-rebinding guard: a page on evil.example whose name was re-pointed at
 * 127.0.0.1 reaches this port with `Host: evil.example`, so only our own
 * names are served. A cross-origin request that still names us (Origin set
 * to another site) is refused too.
 */
export function hostAllowed(request: IncomingMessage, port: number): boolean {
  const hosts = allowedHosts(port);
  const host = request.headers.host;
  if (typeof host !== 'string' || !hosts.includes(host.toLowerCase())) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return hosts.some((h) => origin.toLowerCase() === `http://${h}`);
}
