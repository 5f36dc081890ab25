import { randomBytes, randomUUID } from 'node:crypto';
import { signJwt, verifyJwt } from './jwt';

export const DEFAULT_TOKEN_TTL_SECONDS = 43_200;

export interface IssuedToken {
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly access_token: string;
}

export type TokenCheck = { ok: true; account: string } | { ok: false; message: string };

/**
 * Issues and checks the bearer tokens. The signing secret is random per
 * sandbox run, so tokens never survive a restart (a client must cope with a
 * 401 and fetch a new one, as with the real service).
 *
 * Lifetimes are REAL seconds, not simulated ones: clients schedule refreshes
 * with their own clock from `expires_in`, and a 12-hour token that died after
 * 12 real minutes at clock speed 60 would only test the sandbox.
 */
export class TokenAuthority {
  private readonly secret = randomBytes(32);
  private generation = 0;

  constructor(
    private readonly defaultTtlSeconds: number = DEFAULT_TOKEN_TTL_SECONDS,
    private readonly realNow: () => number = Date.now,
  ) {}

  issue(account: string, ttlSeconds: number = this.defaultTtlSeconds): IssuedToken {
    const iat = Math.floor(this.realNow() / 1000);
    const access_token = signJwt(
      { sub: account, iat, exp: iat + ttlSeconds, gen: this.generation, jti: randomUUID() },
      this.secret,
    );
    return { token_type: 'Bearer', expires_in: ttlSeconds, access_token };
  }

  /** Voids every token issued so far (FaultController.expireTokens). */
  expireAll(): void {
    this.generation += 1;
  }

  check(authorization: string | undefined, isAccount: (key: string) => boolean): TokenCheck {
    if (!authorization)
      return {
        ok: false,
        message: 'missing Authorization header: send "Authorization: Bearer <token>" from POST /v1/auth/token',
      };
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!m) return { ok: false, message: 'the Authorization header must be "Bearer <token>"' };
    const result = verifyJwt(m[1] as string, this.secret);
    if (!result.ok)
      return { ok: false, message: 'the bearer token is not valid (it was not issued by this sandbox run)' };
    const { claims } = result;
    if (claims.gen < this.generation || claims.exp * 1000 <= this.realNow()) {
      return { ok: false, message: 'the bearer token has expired: get a new one from POST /v1/auth/token' };
    }
    if (!isAccount(claims.sub)) return { ok: false, message: 'the bearer token belongs to an unknown account' };
    return { ok: true, account: claims.sub };
  }
}
