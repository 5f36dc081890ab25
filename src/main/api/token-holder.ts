/** A bearer token as the client keeps it: in memory only, never on disk or in a log. */
export interface HeldToken {
  readonly accessToken: string;
  /** Epoch ms when the service says it expires. */
  readonly expiresAt: number;
  /** Epoch ms from which it is refreshed before use. */
  readonly refreshAt: number;
}

export interface IssuedToken {
  readonly accessToken: string;
  readonly expiresInSeconds: number;
}

/**
 * Holds the bearer token and makes sure that any number of concurrent callers
 * share ONE token request: the first caller that finds no usable token starts
 * it, the others await the same promise.
 */
export class TokenHolder {
  private held: HeldToken | undefined;
  private inFlight: Promise<HeldToken> | undefined;
  /** Bumped by clear(): a token request started before a sign-out must not sign the client back in. */
  private generation = 0;

  constructor(
    private readonly issue: () => Promise<IssuedToken>,
    private readonly refreshAheadMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token valid now and not due for refresh, fetching one if needed. */
  async get(): Promise<string> {
    const held = this.held;
    if (held && this.now() < held.refreshAt) return held.accessToken;
    return (await this.refresh()).accessToken;
  }

  /** Starts a token request, or joins the one already running. */
  refresh(): Promise<HeldToken> {
    if (this.inFlight) return this.inFlight;
    const requestedAt = this.now();
    const generation = this.generation;
    const request = this.issue().then((issued) => {
      const lifetimeMs = Math.max(0, issued.expiresInSeconds * 1000);
      // Counted from when we ASKED, so clock time spent on the wire shortens it, never lengthens it.
      const expiresAt = requestedAt + lifetimeMs;
      // Refresh ahead of expiry, but never more than halfway through a short-lived token,
      // or every call would fetch a new one.
      const ahead = Math.min(this.refreshAheadMs, lifetimeMs / 2);
      const token: HeldToken = { accessToken: issued.accessToken, expiresAt, refreshAt: expiresAt - ahead };
      if (generation === this.generation) this.held = token;
      return token;
    });
    this.inFlight = request;
    const clear = () => {
      if (this.inFlight === request) this.inFlight = undefined;
    };
    request.then(clear, clear);
    return request;
  }

  /**
   * The service refused `rejected` (401): forget it, unless a newer token has
   * already replaced it (another call got its 401 first and refreshed).
   */
  invalidate(rejected: string): void {
    if (this.held?.accessToken === rejected) this.held = undefined;
  }

  /** True when a token is held and not expired. */
  has(): boolean {
    return this.held !== undefined && this.now() < this.held.expiresAt;
  }

  expiresAt(): number | undefined {
    return this.held?.expiresAt;
  }

  clear(): void {
    this.held = undefined;
    this.inFlight = undefined;
    this.generation += 1;
  }
}
