import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Minimal HS256 JSON Web Tokens on node:crypto: the sandbox only needs to
 * sign its own tokens and check them, so no library.
 */
export interface JwtClaims {
  /** The account (API key) the token was issued to. */
  readonly sub: string;
  /** Issued at / expires at, epoch seconds (real time). */
  readonly iat: number;
  readonly exp: number;
  /** Token generation: FaultController.expireTokens() bumps it to void every older token. */
  readonly gen: number;
  readonly jti: string;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function signature(secret: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(claims: JwtClaims, secret: Buffer): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

export type JwtCheck = { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'bad-signature' };

/** Checks the form and the signature; expiry is the caller's business (it knows the clock). */
export function verifyJwt(token: string, secret: Buffer): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'malformed' };
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is JwtClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number' &&
    typeof c.gen === 'number' &&
    typeof c.jti === 'string'
  );
}
