import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, backoffDelayMs, isRetryable, parseRetryAfter, retryDelayMs } from '@main/api/retry-policy';

const policy = { attempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 10_000 };

describe('isRetryable', () => {
  it('retries a read after a network error and after 429, 502, 503 and 504', () => {
    expect(isRetryable('GET', 'network')).toBe(true);
    for (const status of [429, 502, 503, 504]) expect(isRetryable('GET', { status })).toBe(true);
  });

  it('does not retry a read on answers that will not change by asking again', () => {
    for (const status of [200, 400, 401, 403, 404, 500, 501]) expect(isRetryable('GET', { status })).toBe(false);
  });

  it('never retries a POST or a DELETE, whatever happened', () => {
    for (const method of ['POST', 'DELETE'] as const) {
      expect(isRetryable(method, 'network')).toBe(false);
      for (const status of [429, 502, 503, 504]) expect(isRetryable(method, { status })).toBe(false);
    }
  });
});

describe('backoffDelayMs (full jitter)', () => {
  it('stays between 0 and base * 2^retry', () => {
    expect(backoffDelayMs(0, policy, () => 0)).toBe(0);
    expect(backoffDelayMs(0, policy, () => 0.999)).toBe(99);
    expect(backoffDelayMs(2, policy, () => 0.5)).toBe(200);
  });

  it('never exceeds the maximum delay, however many retries', () => {
    expect(backoffDelayMs(30, policy, () => 0.999)).toBe(999);
    expect(backoffDelayMs(1_000, policy, () => 0.999)).toBeLessThan(policy.maxDelayMs);
  });

  it('spreads retries: different random draws give different waits', () => {
    const draws = [0.1, 0.5, 0.9].map((r) => backoffDelayMs(3, policy, () => r));
    expect(new Set(draws).size).toBe(3);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');

  it('reads delta seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
  });

  it('reads an HTTP date relative to now, and a past date as zero', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is neither', () => {
    for (const value of [undefined, '', 'soon', '-5', '1e3']) expect(parseRetryAfter(value, now)).toBeUndefined();
  });

  it('takes the first of repeated headers', () => {
    expect(parseRetryAfter(['2', '9'], now)).toBe(2_000);
  });
});

describe('retryDelayMs', () => {
  it('waits at least as long as the service asked', () => {
    expect(retryDelayMs(0, 3_000, policy, () => 0.5)).toBe(3_000);
  });

  it('keeps the backoff when the service asks for less', () => {
    expect(retryDelayMs(3, 10, policy, () => 0.5)).toBe(400);
  });

  it('gives up (undefined) when the service asks for longer than the client waits on its own', () => {
    expect(retryDelayMs(0, 60_000, policy, () => 0.5)).toBeUndefined();
  });

  it('has defaults that retry a read a few times within seconds', () => {
    expect(DEFAULT_RETRY.attempts).toBeGreaterThan(1);
    expect(DEFAULT_RETRY.maxDelayMs).toBeLessThanOrEqual(DEFAULT_RETRY.maxRetryAfterMs);
  });
});
