import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, formatIssues, jsonPath } from '@shared/api/issues';
import type { OperationId } from '@shared/api/operations';
import { isOperationId } from '@shared/api/operations';
import { parseOperationRequest, parseOperationResponse } from '@shared/api/parse';
import { fixture } from './fixtures';

interface MalformedCase {
  operation: string;
  why: string;
  path: string;
  payload: unknown;
}

describe('malformed payloads fail with the JSON path named', () => {
  const cases = fixture<MalformedCase[]>('malformed/cases.json');
  it.each(cases.map((c) => [c.why, c] as const))('%s', (_why, c) => {
    expect(isOperationId(c.operation)).toBe(true);
    const result = parseOperationResponse(c.operation as OperationId, c.payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path)).toContain(c.path);
    for (const issue of result.issues) expect(issue.message).not.toBe('');
  });
});

describe('describeIssues', () => {
  it('writes JSON paths with indexes and quoted odd keys', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['rates', 0, 'price'])).toBe('$.rates[0].price');
    expect(jsonPath(['a b', 1])).toBe('$["a b"][1]');
  });

  it('says what an amount must be when neither form fits', () => {
    const result = parseOperationResponse('rates.boxes', { quoteId: 'q', rates: [{ id: 'r', price: '12.34' }] });
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          path: '$.rates[0].price',
          message: 'expected an amount: an integer Long in minor units or a Money object {value, currency}',
        },
      ],
    });
  });

  it('formats one line per issue', () => {
    const error = z.object({ a: z.string() }).safeParse({ a: 1 }).error;
    expect(error).toBeDefined();
    if (!error) return;
    expect(formatIssues(describeIssues(error))).toMatch(/^\$\.a: /);
  });

  it('names the missing field of a request', () => {
    const result = parseOperationRequest('booking.boxes', {
      ...fixture<object>('requests/booking-boxes.json'),
      pickupTimeTo: undefined,
    });
    expect(result).toEqual({ ok: false, issues: [{ path: '$.pickupTimeTo', message: 'pickupTimeTo is required' }] });
  });

  it('refuses a body for an operation that takes none', () => {
    expect(parseOperationRequest('quotes.list', { a: 1 }).ok).toBe(false);
    expect(parseOperationRequest('quotes.list', undefined)).toEqual({ ok: true, value: undefined });
  });
});
