import type { HttpMethod } from '@shared/api/operation';

export interface RetryOptions {
  /** Total attempts for a read, the first one included (1 = no retry). */
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /**
   * Longest Retry-After the client will wait on its own. A service that asks
   * for more gets an error that says how long it asked for, so the operator
   * decides instead of staring at a spinner.
   */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  attempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 30_000,
};

/** Statuses that say "not now" rather than "no": worth asking again for a read. */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

/**
 * Whether an attempt may be sent again automatically. Only reads: a POST or
 * DELETE that may have reached the service is never repeated on its own, since
 * a second booking or upload costs the operator real money or confusion.
 */
export function isRetryable(method: HttpMethod, failure: { status: number } | 'network'): boolean {
  if (method !== 'GET') return false;
  return failure === 'network' || RETRYABLE_STATUSES.has(failure.status);
}

/**
 * Exponential backoff with full jitter: a random wait between 0 and
 * min(max, base * 2^retry). Full jitter spreads the retries of many clients
 * that failed together. `retry` counts from 0 for the first retry.
 */
export function backoffDelayMs(
  retry: number,
  options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, retry));
  return Math.floor(random() * ceiling);
}

/**
 * Retry-After in milliseconds, from seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2015 07:28:00 GMT"); undefined when absent or unreadable.
 * A date in the past means "now" (0).
 */
export function parseRetryAfter(
  value: string | readonly string[] | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!/[a-z]/i.test(text)) return undefined; // "-5", "1e3": neither seconds nor a date
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * How long to wait before retry number `retry`: the backoff, or the service's
 * Retry-After when it asks for longer. Undefined when the service asks for
 * more than the client is willing to wait.
 */
export function retryDelayMs(
  retry: number,
  retryAfterMs: number | undefined,
  options: RetryOptions,
  random?: () => number,
): number | undefined {
  const backoff = backoffDelayMs(retry, options, random);
  if (retryAfterMs === undefined) return backoff;
  if (retryAfterMs > options.maxRetryAfterMs) return undefined;
  return Math.max(backoff, retryAfterMs);
}
